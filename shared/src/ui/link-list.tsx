import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';

export interface LinkItem {
  to: string;
  label: string;
}

/** A `<ul>` of in-app links (footer groups, a standalone remote's header); keyed by label, as two may share a path. */
export function LinkList({
  links,
  className,
  style,
}: {
  links: LinkItem[];
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <ul className={className} style={style}>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
