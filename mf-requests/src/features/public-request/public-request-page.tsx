import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { isPlainClick, paths, placeName, Spinner } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { publicPagesTexts as texts } from '@lotengo/shared/i18n/public-pages';
import { requestIdOfRef } from '@lotengo/shared/routing/public-paths';
import { copyText } from '../../lib/share-link';
import { RequestPublicView } from './request-public-view';
import { usePublicRequest } from './use-public-request';

const SITE = 'Lo Tengo';

function Message({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <section className="lt-req-page lt-pubreq-message">
      <h1>{title}</h1>
      <p>{hint}</p>
      {children}
    </section>
  );
}

/**
 * /solicitud/{id}-{slug}: a request's public page. On the page its server wrote, the first render is that
 * HTML's own view (the same markup: nothing repaints); reached from inside the app, the request is read
 * from the API. The app adds what a document cannot: "¡Lo tengo!" stays in the app, "Compartir" opens
 * the phone's share sheet where there is one, and a stale slug is replaced by the canonical one.
 */
export function PublicRequestPage() {
  const { requestRef } = useParams();
  const id = requestIdOfRef(requestRef);
  const page = usePublicRequest(id);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const view = page.state === 'ready' ? page.view : null;
  const [copyStatus, setCopyStatus] = useState('');

  useEffect(() => {
    if (!view) return;
    document.title = `${view.title} | ${SITE}`;
    if (pathname !== view.path) navigate(view.path, { replace: true });
  }, [view, pathname, navigate]);

  if (page.state === 'loading')
    return (
      <div className="lt-req-page" aria-busy="true">
        <Spinner size="lg" />
      </div>
    );
  if (page.state === 'not-found')
    return (
      <Message title={texts.notFound} hint={texts.notFoundHint}>
        <Link to={paths.home}>{texts.home}</Link>
      </Message>
    );
  if (page.state === 'error')
    return (
      <Message title={texts.unavailable} hint={texts.unavailableHint}>
        <button type="button" className="lt-req-btn" onClick={page.retry}>
          {messages.common.retry}
        </button>
      </Message>
    );
  if (page.state === 'gone')
    return (
      <Message title={texts.gone} hint={texts.goneHint}>
        <a href={page.districtHref}>{texts.moreInDistrict(placeName(page.district))}</a>
      </Message>
    );

  const live = page.view;
  const inApp = (e: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    navigate(href);
  };
  const share = (e: MouseEvent<HTMLAnchorElement>) => {
    if (typeof navigator.share !== 'function') return;
    e.preventDefault();
    const url = `${window.location.origin}${live.path}`;
    // A share the person cancels rejects: nothing to say.
    navigator.share({ title: live.title, text: texts.shareText(live.title, url), url }).catch(() => undefined);
  };
  const copy = () =>
    copyText(`${window.location.origin}${live.path}`).then(
      () => setCopyStatus(texts.copied),
      () => setCopyStatus(texts.copyFailed),
    );
  return <RequestPublicView view={live} onAppLink={inApp} onShare={share} onCopy={copy} copyStatus={copyStatus} />;
}
