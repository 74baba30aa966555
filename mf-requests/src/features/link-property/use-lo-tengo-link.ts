import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REQUESTS_LO_TENGO_PARAM, type HouseRequest } from '@lotengo/shared';

/**
 * /page/requests?lotengo={id} (where a "fits your property" notification leads) opens "¡Lo tengo!" for
 * that request once the page is there: a visitor goes to login as with the button, the author is told
 * it is their own. The parameter is dropped at once (replace), so a reload or going back does not open
 * it again. The fetch and its refusal texts load only when such a link is opened.
 */
export function useLoTengoLink(loTengo: (request: HouseRequest) => void) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(REQUESTS_LO_TENGO_PARAM);
  // The handler of the latest render, for the answer that arrives later (before the effect below runs).
  const latest = useRef(loTengo);
  useEffect(() => {
    latest.current = loTengo;
  }, [loTengo]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
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
    const id = Number(raw);
    if (!Number.isInteger(id) || id <= 0) return;
    void import('./request-from-link')
      .then((m) => m.requestFromLink(id))
      .then((request) => {
        if (request && mounted.current) latest.current(request);
      })
      .catch((err: unknown) => console.error('[lotengo] ¡Lo tengo! desde un enlace', err));
  }, [raw, setParams]);
}
