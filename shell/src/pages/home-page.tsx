import { Link, useNavigate } from 'react-router-dom';
import { HOME_REQUESTS_ANCHOR, notifyKey, paths, useCapability } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import { RemoteModule } from '@lotengo/shared/remotes';
import { useDocumentTitle } from '../lib/use-document-title';
import { HowItWorks } from './how-it-works';
import { shellTexts } from '../texts';

const t = shellTexts.home;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * docs/product/screens.md home. Hero, calls to action and how-it-works belong to the shell, so the page stands even
 * when mf-requests (the search section below) is down.
 */
export function HomePage() {
  useDocumentTitle(shellTexts.titles.home);
  const user = useSessionUser();
  const navigate = useNavigate();
  const hasDemand = useCapability('demand');

  const wantProperty = () => {
    if (user) {
      navigate(paths.requestsCreate(0, 0));
      return;
    }
    notifyKey('info', 'helloDreamer');
    navigate(paths.login);
  };

  const haveProperty = () => {
    const anchor = document.getElementById(HOME_REQUESTS_ANCHOR);
    if (!anchor) {
      // The request list is not on the page (e.g. its remote is down): the search page has it too.
      navigate(paths.requests);
      return;
    }
    anchor.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users land where the eye does.
    if (!anchor.hasAttribute('tabindex')) anchor.setAttribute('tabindex', '-1');
    anchor.focus({ preventScroll: true });
  };

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <h1 id="hero-title" className="hero__title">
            {t.headline}
          </h1>
          <p className="hero__subtitle">{t.subtitle}</p>
          <div className="hero__actions" role="group" aria-label={t.ctaLabel}>
            <button type="button" className="lt-btn lt-btn--primary hero__btn" onClick={wantProperty}>
              {t.wantProperty}
            </button>
            <button type="button" className="lt-btn lt-btn--secondary hero__btn" onClick={haveProperty}>
              {t.haveProperty}
            </button>
          </div>
          {/* Only where the API has demand figures; the line keeps its room either way (no jump below). */}
          <p className="hero__demand">
            {hasDemand !== false ? (
              <Link to={paths.demand} data-capability="demand">
                {t.demandLink}
              </Link>
            ) : null}
          </p>
        </div>
      </section>
      <HowItWorks />
      {/* Sized like the search form and the first row of cards, so what follows never jumps when it arrives. */}
      <RemoteModule
        remote="mf_requests"
        module="home-search"
        area={shellTexts.areas.requests}
        kind="section"
        minHeight="40rem"
      />
    </>
  );
}
