import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, paths, Spinner } from '@lotengo/shared';
import type { EditableProperty } from './use-editable-property';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts;
/** Room the form will take, kept while it loads so the footer does not jump. */
const style: CSSProperties = { minHeight: 480 };

const back = (
  <Link className="lt-btn lt-btn--secondary" to={paths.properties}>
    {t.backToMine}
  </Link>
);

/** Everything the edit page shows before the form: loading, refusals and failures, each in plain Spanish. */
export function EditPropertyStates({ status }: { status: Exclude<EditableProperty, { state: 'ready' }> }) {
  switch (status.state) {
    case 'loading':
      return (
        <div style={style}>
          <Spinner label={t.loadingOne} />
        </div>
      );
    case 'bad-id':
      return <EmptyState title={t.badId} action={back} />;
    case 'not-found':
      return <EmptyState title={t.notFound} action={back} />;
    case 'unavailable':
      return <EmptyState title={t.editUnavailable} action={back} />;
    case 'not-owner':
      return (
        <div role="alert">
          <EmptyState title={t.notOwner} action={back} />
        </div>
      );
    case 'error':
      return (
        <div role="alert" style={style}>
          <p>{t.loadOneError}</p>
          <button type="button" className="lt-btn lt-btn--secondary" onClick={status.retry}>
            {t.retry}
          </button>
        </div>
      );
  }
}
