import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths, Spinner, useCapability, type Capability } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';

const t = messages.common;

/**
 * A page of something the API may not have (GET /capabilities): the page itself where it has it, a Spanish
 * notice where it does not (a bookmark, a shared link), a spinner for the moment the answer is not in. Its
 * code is not even loaded, and it calls nothing, without it.
 */
export function NeedsCapability({ capability, children }: { capability: Capability; children: ReactNode }) {
  const has = useCapability(capability);
  if (has) return children;
  if (has === undefined)
    return (
      <div className="remote-loading" aria-busy="true">
        <Spinner size="lg" />
      </div>
    );
  return (
    <section className="status-page" data-unavailable={capability}>
      <h1>{t.unavailableTitle}</h1>
      <p>{t.unavailableBody}</p>
      <Link className="lt-btn lt-btn--primary" to={paths.home}>
        {t.goHome}
      </Link>
    </section>
  );
}
