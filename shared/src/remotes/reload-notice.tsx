import { messages } from '@lotengo/shared/i18n';
import { reloadForNewVersion, useMissingFileReported } from './missing-files';
import { FailureNotice } from './remote-notices';

const t = messages.common;

/** In place of an area whose files are gone (its version was pruned): only a reload helps. */
export function ReloadRequired({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  return (
    <FailureNotice
      title={t.reloadTitle}
      hint={t.reloadHint}
      actionLabel={t.reload}
      onAction={() => reloadForNewVersion()}
      headingLevel={headingLevel}
    />
  );
}

/** The shell's banner for a missing file no area caught (missing-files.ts). */
export function ReloadBanner() {
  const missing = useMissingFileReported();
  if (!missing) return null;
  return (
    <div className="lt-bar reload-banner" role="alert">
      <p className="reload-banner__text">
        <strong>{t.reloadTitle}.</strong> {t.reloadHint}
      </p>
      <button type="button" className="lt-btn lt-btn--primary" onClick={() => reloadForNewVersion()}>
        {t.reload}
      </button>
    </div>
  );
}
