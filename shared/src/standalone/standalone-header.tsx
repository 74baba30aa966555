import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface StandaloneLink {
  to: string;
  label: string;
}

export interface StandaloneHeaderProps {
  title: string;
  /** A line under the title (what this mount is for). */
  intro?: ReactNode;
  navLabel: string;
  links: StandaloneLink[];
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
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
