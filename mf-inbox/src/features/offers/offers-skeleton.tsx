import { inboxTexts } from '../../texts';

/** Sized like the cards it stands for, so nothing jumps when they arrive. */
export function OffersSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="lt-inbox-skeleton" role="status" aria-live="polite">
      <span className="lt-inbox-sr-only">{inboxTexts.loading}</span>
      <div className="lt-inbox-skeleton__filter" aria-hidden="true" />
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="lt-inbox-skeleton__card" aria-hidden="true">
          <div className="lt-inbox-skeleton__media" />
          <div className="lt-inbox-skeleton__lines">
            <span />
            <span />
            <span />
          </div>
        </div>
      ))}
    </div>
  );
}
