import type { ReactNode } from 'react';
import { LinkList, type LinkItem } from '../ui/link-list';

export interface StandaloneHeaderProps {
  title: string;
  /** A line under the title (what this mount is for). */
  intro?: ReactNode;
  navLabel: string;
  links: LinkItem[];
}

/** The header of a remote mounted alone (its team's dev server): its name and links to its pages. */
export function StandaloneHeader({ title, intro, navLabel, links }: StandaloneHeaderProps) {
  return (
    <header className="lt-container">
      <p>
        <strong>{title}</strong>
      </p>
      {intro ? <p>{intro}</p> : null}
      <nav aria-label={navLabel}>
        <LinkList links={links} style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }} />
      </nav>
    </header>
  );
}
