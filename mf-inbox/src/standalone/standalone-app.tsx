import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@lotengo/shared';
import InboxPage from '../expose/inbox-page';
import { inboxTexts } from '@lotengo/shared/i18n/inbox';

const t = inboxTexts;

/** The remote alone: its page on its real path (/page/buzon); any other path goes there. */
export function StandaloneApp() {
  return (
    <>
      <header className="lt-container">
        <p>
          <strong>{t.standalone.title}</strong>
        </p>
        <p>{t.standalone.intro}</p>
        <nav aria-label={t.standalone.navLabel}>
          <Link to={paths.inbox}>{t.title}</Link>
        </nav>
      </header>
      <main>
        <Routes>
          <Route path={paths.inbox} element={<InboxPage />} />
          <Route path="*" element={<Navigate to={paths.inbox} replace />} />
        </Routes>
      </main>
    </>
  );
}
