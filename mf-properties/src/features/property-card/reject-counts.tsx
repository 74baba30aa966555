import type { CSSProperties } from 'react';
import { REJECT_REASONS } from '@lotengo/shared';
import { propertiesTexts } from '../../texts';
import { offerTexts } from '@lotengo/shared/i18n';

const t = propertiesTexts.card;

const styles = {
  list: { display: 'flex', flexWrap: 'wrap', gap: 4, margin: '2px 0 0', padding: 0, listStyle: 'none' },
  chip: {
    padding: '0 6px',
    borderRadius: 999,
    background: 'var(--lt-grey-200)',
    fontSize: '0.75rem',
    lineHeight: '1.25rem',
    whiteSpace: 'nowrap',
  },
} satisfies Record<string, CSSProperties>;

/**
 * Why seekers said no to this property (the owner's own card): one chip per reason given, in the
 * catalogue's order. Nothing when nobody gave a reason, so the photo keeps its room.
 */
export function RejectCounts({ counts }: { counts: Record<string, number> }) {
  const given = REJECT_REASONS.filter((r) => (counts[r] ?? 0) > 0);
  if (given.length === 0) return null;
  return (
    <ul style={styles.list} aria-label={t.rejectsTitle}>
      {given.map((r) => (
        <li key={r} style={styles.chip}>
          {t.rejectCount(offerTexts.rejectReasons[r], counts[r]!)}
        </li>
      ))}
    </ul>
  );
}
