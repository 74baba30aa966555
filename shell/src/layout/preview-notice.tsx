import { useState } from 'react';
import { leavePreview, type PreviewRefusal, type RuntimeConfig } from '@lotengo/shared/config';
import { shellTexts } from '../texts';

const t = shellTexts.preview;

/** The current URL without its `preview` parameter: where leaving the preview goes. */
export function withoutPreviewParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('preview');
  return url.pathname + url.search + url.hash;
}

/**
 * A tab on a preview says so ("Vista previa: mf-inbox <version>", with a way out), and a
 * preview the server refused (unknown version, a URL, another origin) says that the live version shows.
 */
export function PreviewNotice({
  preview,
  refused,
  go = (url) => window.location.assign(url),
}: {
  preview: NonNullable<RuntimeConfig['release']>['preview'];
  refused: PreviewRefusal | null;
  /** Where leaving goes (a full load: the live versions come from a new /config.json). */
  go?: (url: string) => void;
}) {
  const [showRefusal, setShowRefusal] = useState(refused !== null);
  if (preview) {
    return (
      <div className="lt-bar preview-bar" role="status">
        <p className="preview-bar__text">
          <strong>{t.marker(preview.app, preview.version)}</strong> {t.hint}
        </p>
        <button
          type="button"
          className="lt-btn lt-btn--secondary"
          onClick={() => {
            leavePreview();
            go(withoutPreviewParam(window.location.href));
          }}
        >
          {t.leave}
        </button>
      </div>
    );
  }
  if (!showRefusal) return null;
  return (
    <div className="lt-bar preview-bar preview-bar--refused" role="status">
      <p className="preview-bar__text">{t.refused}</p>
      <button type="button" className="lt-btn lt-btn--secondary" onClick={() => setShowRefusal(false)}>
        {t.dismiss}
      </button>
    </div>
  );
}
