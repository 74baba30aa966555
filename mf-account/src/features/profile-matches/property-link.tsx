import { Link } from 'react-router-dom';
import { profileTexts } from '../../texts';

const t = profileTexts.propertyLink;

/** "Ver detalle": a property's detail page, from a match row or my property's group. */
export function PropertyLink({ href, title }: { href: string; title: string }) {
  return (
    <Link className="lt-btn lt-btn--secondary" to={href} aria-label={t.viewLabel(title)}>
      {t.view}
    </Link>
  );
}
