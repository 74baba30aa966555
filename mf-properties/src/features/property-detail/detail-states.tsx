import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { paths, Spinner } from '@lotengo/shared';
import type { DetailState } from '../../lib/use-property-detail';
import type { SeedPropertyState } from '../../lib/use-seed-property';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts.detail;
/** The gallery's and facts' room, kept while loading so the footer does not jump. */
const style: CSSProperties = { minHeight: 520 };

const toOffers = (
  <Link className="lt-btn lt-btn--secondary" to={paths.inbox}>
    {t.backToOffers}
  </Link>
);

type NotReady = Exclude<DetailState | SeedPropertyState, { state: 'ready' }>;

/**
 * Everything the detail shows before the property: loading, the server's refusal, not found, a failure,
 * and, against an API without the detail, a property that none of the seed's answers holds.
 */
export function DetailStates({ status }: { status: NotReady }) {
  switch (status.state) {
    case 'loading':
      return (
        <div style={style}>
          <h1 className="visually-hidden">{t.loading}</h1>
          <Spinner label={t.loading} />
        </div>
      );
    case 'bad-id':
      return <Notice title={t.badId} />;
    case 'not-found':
      return <Notice title={t.notFound} />;
    case 'unavailable':
      return <Notice title={t.unavailable} body={t.unavailableBody} />;
    case 'forbidden':
      return (
        <div role="alert">
          <Notice title={t.forbiddenTitle} body={t.forbiddenBody} />
        </div>
      );
    case 'error':
      return (
        <div role="alert" style={style}>
          <h1>{t.loadError}</h1>
          <button type="button" className="lt-btn lt-btn--secondary" onClick={status.retry}>
            {t.retry}
          </button>
        </div>
      );
  }
}

/** The page's h1 is the notice itself: a refusal or a missing property is what this page is about then. */
function Notice({ title, body }: { title: string; body?: string }) {
  return (
    <section className="lt-empty">
      <h1 className="lt-empty__title">{title}</h1>
      {body ? <p className="lt-empty__body">{body}</p> : null}
      <div className="lt-empty__action">{toOffers}</div>
    </section>
  );
}
