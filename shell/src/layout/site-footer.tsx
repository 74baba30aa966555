import { Link } from 'react-router-dom';
import { LinkList, paths, type LinkItem } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { useSessionUser } from '@lotengo/shared/session';
import { shellTexts } from '../texts';

const t = shellTexts.footer;
// One company address and phone for the footer and the contact page (docs/product/screens.md).
const company = messages.common.company;

const exploreLinks: LinkItem[] = [
  { to: paths.requests, label: t.explore },
  { to: paths.contact, label: t.contact },
];
const memberLinks: LinkItem[] = [
  { to: paths.inbox, label: t.inbox },
  { to: paths.myRequests, label: t.myRequests },
  { to: paths.properties, label: t.myProperties },
];
const seekerLinks: LinkItem[] = [
  { to: paths.requestsCreate(0, 0), label: t.createRequest },
  // Seekers' matches: the profile opens on Mis solicitudes, scrolled to Mis Matchs.
  { to: paths.profileTab('solicitudes', 'matchs'), label: t.reviewMatches },
  { to: paths.inbox, label: t.manageOffers },
];

function FooterGroup({ heading, links }: { heading: string; links: LinkItem[] }) {
  return (
    <div className="site-footer__group">
      <h2 className="site-footer__heading">{heading}</h2>
      <LinkList links={links} />
    </div>
  );
}

/** docs/product/screens.md footer: visitors see Explorar and Contáctanos; a session adds its pages and the Solicitantes
 * group. */
export function SiteFooter() {
  const user = useSessionUser();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__brand">
            {shellTexts.brand}
          </h2>
          <p>{t.tagline}</p>
          <a className="site-footer__social" href={t.socialHref} target="_blank" rel="noopener noreferrer">
            {t.social} <span className="visually-hidden">{t.socialNewTab}</span>
          </a>
        </section>

        <nav aria-label={t.label} className="site-footer__nav">
          <FooterGroup heading={t.exploreGroup} links={user ? [...exploreLinks, ...memberLinks] : exploreLinks} />
          {user ? <FooterGroup heading={t.seekersGroup} links={seekerLinks} /> : null}
        </nav>

        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t.contactGroup}
          </h2>
          <address>
            <p>{company.address}</p>
            <p>
              {t.phoneLabel}: <a href={company.phoneHref}>{company.phone}</a>
            </p>
          </address>
        </section>

        <section className="site-footer__owners" aria-labelledby="footer-owners">
          <h2 id="footer-owners" className="site-footer__heading">
            {t.ownersGroup}
          </h2>
          <p>{t.ownersPitch}</p>
          {/* docs/product/screens.md keeps the label for everyone; a signed-in owner already has an account, so it
              leads to publishing. */}
          <Link className="lt-btn lt-btn--primary" to={user ? paths.propertyCreate : paths.registry}>
            {t.ownersCta}
          </Link>
        </section>
      </div>
      <p className="site-footer__legal">{t.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
