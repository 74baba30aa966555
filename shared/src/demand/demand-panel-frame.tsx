import type { CSSProperties, ReactNode } from 'react';

const frame: CSSProperties = {
  boxSizing: 'border-box',
  margin: 0,
  padding: '0.85rem 1rem',
  border: '1px solid #c7d2fe',
  borderRadius: 10,
  background: '#f5f7ff',
  color: '#1f2933',
  fontSize: '0.95rem',
};
const heading: CSSProperties = { margin: '0 0 0.5rem', fontSize: '1.05rem', color: '#1e3a8a' };

/**
 * The demand panels' frame in the property and request forms: a labelled region whose text is announced
 * politely as it changes (the figures follow what is typed). Its room is reserved by the form kit's PanelSlot.
 */
export function DemandPanelFrame({
  id,
  title,
  busy,
  children,
}: {
  id: string;
  title: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section style={frame} aria-labelledby={`${id}-title`} aria-busy={busy || undefined} data-testid={id}>
      <h2 id={`${id}-title`} style={heading}>
        {title}
      </h2>
      <div aria-live="polite">{children}</div>
    </section>
  );
}
