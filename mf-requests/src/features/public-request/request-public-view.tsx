import { Fragment, type MouseEvent } from 'react';
import { publicPagesTexts as texts } from '@lotengo/shared/i18n/public-pages';
import { PUBLIC_REQUEST_STYLE } from './public-request-style';
import type { PublicRequestView } from './request-view';

export interface RequestPublicViewProps {
  view: PublicRequestView;
  /**
   * A link into the app ("¡Lo tengo!", marked `data-app-link`): the app navigates without reloading; the
   * server's HTML has no handler, and the shell routes such a link while it still shows that HTML.
   */
  onAppLink?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  /** "Compartir": the app opens the phone's share sheet where there is one; a plain WhatsApp link otherwise. */
  onShare?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** "Copiar enlace" (the app's: a document has nothing to copy with) and what came of it, announced. */
  onCopy?: () => void;
  copyStatus?: string;
}

/**
 * A request's public page: the same markup from the server (react-dom/server, platform/src/public-pages)
 * and from the app, so the app's render replaces the HTML with what it already showed. Only text
 * (React escapes it) and links; handlers change behaviour, never markup.
 */
export function RequestPublicView({ view, onAppLink, onShare, onCopy, copyStatus = '' }: RequestPublicViewProps) {
  const text = (label: string, value: string) =>
    value ? (
      <>
        <h2>{label}</h2>
        <p>{value}</p>
      </>
    ) : null;
  return (
    <article className="lt-pubreq" data-request-id={view.id}>
      <style>{PUBLIC_REQUEST_STYLE}</style>
      <section className="lt-pubreq__card">
        <h1>{view.title}</h1>
        <dl>
          {view.facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section className="lt-pubreq__card">
        {text(texts.facts.description, view.description)}
        {text(texts.facts.reference, view.reference)}
        <a
          className="lt-pubreq__cta"
          href={view.ctaHref}
          data-app-link=""
          onClick={onAppLink && ((e) => onAppLink(e, view.ctaHref))}
        >
          {texts.cta}
        </a>
        <p>{texts.ctaHint}</p>
        <p>
          <a
            className="lt-pubreq__share"
            href={view.shareHref}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onShare}
          >
            {texts.share}
          </a>{' '}
          <button type="button" className="lt-pubreq__copy" onClick={onCopy}>
            {texts.copyLink}
          </button>
          <span className="lt-pubreq__status" role="status">
            {copyStatus}
          </span>
        </p>
      </section>
      <p>
        <a className="lt-pubreq__more" href={view.districtHref}>
          {view.districtLabel}
        </a>
      </p>
    </article>
  );
}
