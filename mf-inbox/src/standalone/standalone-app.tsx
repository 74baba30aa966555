import { Navigate } from 'react-router-dom';
import { paths } from '@lotengo/shared';
import { StandaloneHeader, StandalonePages } from '@lotengo/shared/standalone';
import InboxPage from '../expose/inbox-page';
import { inboxTexts } from '../texts';

const t = inboxTexts;

/** The remote alone: its page on its real path (/page/buzon); any other path goes there. */
export function StandaloneApp() {
  return (
    <StandalonePages
      header={
        <StandaloneHeader
          title={t.standalone.title}
          intro={t.standalone.intro}
          navLabel={t.standalone.navLabel}
          links={[{ to: paths.inbox, label: t.title }]}
        />
      }
      routes={[
        { path: paths.inbox, element: <InboxPage /> },
        { path: '*', element: <Navigate to={paths.inbox} replace /> },
      ]}
    />
  );
}
