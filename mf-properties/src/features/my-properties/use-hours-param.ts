import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PROPERTIES_HOURS_PARAM } from '@lotengo/shared';

/**
 * `?horarios={propertyId}` on /page/properties: the create form lands here with it so the availability
 * modal opens for the new property (docs/product/screens.md, docs/product/rules.md). Closing the modal drops the
 * parameter (replace, so Back does not reopen it).
 */
export function useHoursParam(): { propertyId: number | null; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PROPERTIES_HOURS_PARAM);
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const clear = useCallback(() => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(PROPERTIES_HOURS_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return { propertyId: id && id > 0 ? id : null, clear };
}
