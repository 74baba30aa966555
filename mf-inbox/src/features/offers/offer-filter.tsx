import { OFFER_FILTERS, type OfferFilter } from './group-offers';
import { inboxTexts } from '../../texts';

const t = inboxTexts.filter;

/** Pending / liked / rejected as a native radio group: arrow keys move, the count is in each label. */
export function OfferFilterGroup({
  value,
  counts,
  onChange,
}: {
  value: OfferFilter;
  counts: Record<OfferFilter, number>;
  onChange: (f: OfferFilter) => void;
}) {
  return (
    <fieldset className="lt-inbox-filter">
      <legend>{t.legend}</legend>
      <div className="lt-inbox-filter__options">
        {OFFER_FILTERS.map((f) => (
          <label key={f} className={`lt-inbox-filter__option${value === f ? ' is-checked' : ''}`}>
            <input type="radio" name="filtro-ofertas" value={f} checked={value === f} onChange={() => onChange(f)} />
            <span>{t.count(t[f], counts[f])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
