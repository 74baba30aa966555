/**
 * Placeholders with the real things' sizes (docs/product/constants.md: request card 460 px, property card 310 px; a
 * match row ~ its usual height), so the page does not jump when the data or the remote arrives.
 */
export function CardSkeletons({
  height,
  count = 2,
  className,
}: {
  height: number;
  count?: number;
  className?: string;
}) {
  return (
    <ul className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="acc-skeleton" style={{ height }} />
        </li>
      ))}
    </ul>
  );
}

export const REQUEST_CARD_HEIGHT = 460;
export const PROPERTY_CARD_HEIGHT = 310;
export const MATCH_ROW_HEIGHT = 132;
