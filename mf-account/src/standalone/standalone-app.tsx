import { Link, Navigate } from 'react-router-dom';
import { StandalonePages } from '@lotengo/shared/standalone';
import { paths } from '@lotengo/shared';
import { logout, useSessionUser } from '@lotengo/shared/session';
import LoginPage from '../expose/login-page';
import RegistryPage from '../expose/registry-page';
import ContactPage from '../expose/contact-page';
import ProfilePage from '../expose/profile-page';
import { accountTexts } from '../texts';

const t = accountTexts;

/** A bar with the four pages and the session, so the team can work on this remote without the shell. */
function StandaloneBar() {
  const user = useSessionUser();
  return (
    <nav className="acc-standalone-bar" aria-label={t.standalone.title}>
      <strong>{t.standalone.title}</strong>
      <Link to={paths.login}>{t.login.submit}</Link>
      <Link to={paths.registry}>{t.registry.submit}</Link>
      <Link to={paths.contact}>{t.contact.title}</Link>
      <Link to={paths.profile}>{t.profile.title}</Link>
      <span>{user ? t.standalone.signedInAs(`${user.firstName} ${user.lastName}`) : t.standalone.signedOut}</span>
      {user ? (
        <button type="button" className="lt-btn lt-btn--ghost" onClick={() => void logout()}>
          {t.standalone.logout}
        </button>
      ) : null}
    </nav>
  );
}

/** The shell owns the real home page; standalone, '/' (where login and registration end) shows the account. */
function StandaloneHome() {
  const user = useSessionUser();
  return <Navigate to={user ? paths.profile : paths.login} replace />;
}

/** The shell's routes for this remote, without its guards (standalone is a developer tool). */
export function StandaloneApp() {
  return (
    <StandalonePages
      header={<StandaloneBar />}
      routes={[
        { path: paths.login, element: <LoginPage /> },
        { path: paths.registry, element: <RegistryPage /> },
        { path: paths.contact, element: <ContactPage /> },
        { path: paths.profile, element: <ProfilePage /> },
        { path: '*', element: <StandaloneHome /> },
      ]}
    />
  );
}
