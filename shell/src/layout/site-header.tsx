import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths, useCapability } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import { UserMenuArea } from './user-menu-area';
import { AlertCenterArea } from './alert-center-area';
import { shellTexts } from '../texts';

const t = shellTexts;
const NAV_ID = 'navegacion-principal';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'site-nav__link is-active' : 'site-nav__link');

// The unread count is a signed-in part: its query (and the API's calls and contracts under it) loads with
// the member chunk, so a visitor's first load carries none of it.
const UnreadBadge = lazy(() =>
  import(/* webpackChunkName: "member" */ './unread-badge').then((m) => ({ default: m.UnreadBadge })),
);

/**
 * "Mis Ofertas" with the count of unread offers; Mis Ofertas marks them read and refreshes that query. The
 * count is the API's `unreadCounts` (GET /capabilities): without it, the link alone.
 */
function InboxLink({ userCode }: { userCode: number }) {
  const hasUnreadCounts = useCapability('unreadCounts');
  return (
    <NavLink to={paths.inbox} className={navClass}>
      {t.nav.inbox}
      {hasUnreadCounts ? (
        <Suspense fallback={null}>
          <UnreadBadge userCode={userCode} />
        </Suspense>
      ) : null}
    </NavLink>
  );
}

/**
 * The header's height as `--lt-header-height` on <html>: toasts sit just below it (theme.css), so they
 * never cover the header's controls, however tall it is (open phone menu, a crashed account menu).
 */
function useHeaderHeightVariable() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--lt-header-height', `${Math.ceil(header.getBoundingClientRect().height)}px`),
    );
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--lt-header-height');
    };
  }, []);
  return ref;
}

/** docs/product/screens.md header. Below 960 px (a visitor's) or 1280 px (a member's, longer) the nav folds behind a
 * "Menú" toggle. */
export function SiteHeader() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  // The nav stays open only on the page where it was opened: navigating folds it again, so the
  // small-screen page is readable at once.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const navOpen = openOn === pathname;
  const headerRef = useHeaderHeightVariable();
  const hasDemand = useCapability('demand');

  return (
    <header ref={headerRef} className={user ? 'site-header site-header--member' : 'site-header site-header--visitor'}>
      <div className="lt-bar site-header__bar">
        <Link to={paths.home} className="brand">
          <span className="brand__mark" aria-hidden="true">
            LT
          </span>
          <span className="brand__name">{t.brand}</span>
        </Link>
        {user ? <AlertCenterArea user={user} /> : null}
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={navOpen}
          aria-controls={NAV_ID}
          onClick={() => setOpenOn(navOpen ? null : pathname)}
        >
          <span className="nav-toggle__icon" aria-hidden="true" />
          {t.nav.toggle}
        </button>
        <nav id={NAV_ID} aria-label={t.nav.label} className={navOpen ? 'site-nav is-open' : 'site-nav'}>
          <ul className="site-nav__list">
            <li>
              <NavLink to={paths.requests} className={navClass}>
                {t.nav.explore}
              </NavLink>
            </li>
            {user ? (
              <>
                <li>
                  <InboxLink userCode={user.userCode} />
                </li>
                <li>
                  <NavLink to={paths.myRequests} className={navClass}>
                    {t.nav.myRequests}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.properties} className={navClass}>
                    {t.nav.myProperties}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.contact} className={navClass}>
                    {t.nav.contact}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.requestsCreate(0, 0)} className="site-nav__link site-nav__link--cta">
                    {t.nav.createRequest}
                  </NavLink>
                </li>
              </>
            ) : (
              <>
                {/* Visitors only: a member's header is full at 1280 px, and members reach it from the home page.
                    Only where the API has demand figures (hidden until the page knows). */}
                {hasDemand !== false ? (
                  <li data-capability="demand">
                    <NavLink to={paths.demand} className={navClass}>
                      {t.nav.demand}
                    </NavLink>
                  </li>
                ) : null}
                <li>
                  <NavLink to={paths.login} className={navClass}>
                    {t.nav.login}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.registry} className="site-nav__link site-nav__link--cta">
                    {t.nav.register}
                  </NavLink>
                </li>
              </>
            )}
          </ul>
          {user ? <UserMenuArea user={user} /> : null}
        </nav>
      </div>
    </header>
  );
}
