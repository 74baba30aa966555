import { useSearchParams } from 'react-router-dom';
import { PROFILE_PARAMS, PROFILE_TABS, type ProfileTab } from '@lotengo/shared';

const isTab = (v: string | null): v is ProfileTab => (PROFILE_TABS as readonly string[]).includes(v ?? '');

/**
 * The profile's tab lives in the URL (`?tab=solicitudes|propiedades`), so the footer's "Revisar mis
 * coincidencias" can open it and a reload keeps it; `ver=matchs` asks to open straight on Mis Matchs.
 */
export function useProfileTab() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PROFILE_PARAMS.tab);
  const tab: ProfileTab = isTab(raw) ? raw : PROFILE_TABS[0];
  const showMatches = params.get(PROFILE_PARAMS.view) === PROFILE_PARAMS.matches;

  const select = (next: ProfileTab) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set(PROFILE_PARAMS.tab, next);
        // Switching tabs by hand is not "open on the matches" any more.
        p.delete(PROFILE_PARAMS.view);
        return p;
      },
      // A tab switch is not a new page: Back leaves the profile instead of walking through tabs.
      { replace: true },
    );

  return { tab, showMatches, select };
}
