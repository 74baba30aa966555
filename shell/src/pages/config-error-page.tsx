import { useEffect } from 'react';
import { documentTitle } from '../lib/use-document-title';
import { shellTexts } from '../texts';

const t = shellTexts.configError;

/**
 * Shown instead of the app when /config.json cannot be loaded: without it there is no API, identity or
 * remote to talk to, so the only honest action is to try again.
 */
export function ConfigErrorPage({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  useEffect(() => {
    document.title = documentTitle(shellTexts.titles.configError);
  }, []);
  return (
    <main id="contenido" className="status-page status-page--standalone">
      <h1>{t.title}</h1>
      <p role="alert">{t.body}</p>
      <button type="button" className="lt-btn lt-btn--primary" onClick={onRetry}>
        {t.retry}
      </button>
    </main>
  );
}
