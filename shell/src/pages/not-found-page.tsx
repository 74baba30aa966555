import { Link } from 'react-router-dom';
import { paths } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { useDocumentTitle } from '../lib/use-document-title';
import { shellTexts } from '../texts';

export function NotFoundPage() {
  useDocumentTitle(shellTexts.titles.notFound);
  return (
    <section className="status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{messages.common.notFoundTitle}</h1>
      <p>{messages.common.notFoundBody}</p>
      <Link className="lt-btn lt-btn--primary" to={paths.home}>
        {messages.common.goHome}
      </Link>
    </section>
  );
}
