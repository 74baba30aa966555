import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REQUESTS_LO_TENGO_PARAM, type HouseRequest } from '@lotengo/shared';

/**
 * /page/requests?lotengo={id} (where a "fits your property" notification leads) opens "¡Lo tengo!" for
 * that request once the page is there: a visitor goes to login as with the button, the author is told
 * it is their own. The parameter is dropped at once (replace), so a reload or going back does not open
 * it again. Small on purpose (every visitor's search page has it): the fetch and its refusal texts load
 * only when such a link is opened.
 */
export function useLoTengoLink(loTengo: (request: HouseRequest) => void) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(REQUESTS_LO_TENGO_PARAM);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (raw === null || raw === handled.current) return;
    handled.current = raw;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(REQUESTS_LO_TENGO_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    void import('./request-from-link').then((m) => m.openFromLink(raw, loTengo));
  }, [raw, setParams, loTengo]);
}
