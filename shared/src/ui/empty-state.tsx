import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  body?: ReactNode;
  /** A link or button to get out of the empty state. */
  action?: ReactNode;
  /** Heading level for the page's outline (default h2). */
  level?: 2 | 3;
}

export function EmptyState({ title, body, action, level = 2 }: EmptyStateProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className="lt-empty">
      <Heading className="lt-empty__title">{title}</Heading>
      {body ? <div className="lt-empty__body">{body}</div> : null}
      {action ? <div className="lt-empty__action">{action}</div> : null}
    </section>
  );
}
