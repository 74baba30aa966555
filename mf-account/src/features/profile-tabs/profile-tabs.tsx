import { useEffect, useId, useRef, type ComponentType, type KeyboardEvent } from 'react';
import { PROFILE_TABS, Spinner, useCapability, type ProfileTab } from '@lotengo/shared';
import { OwnListTab } from './own-list-tab';
import { MY_PROPERTIES, MY_REQUESTS } from './own-lists';
import { useProfileTab } from './use-profile-tab';
import { profileTexts } from '../../texts';

const t = profileTexts;
/** A tab's Mis Matchs: the user's matches, open (scrolled to and expanded) when the URL asks for them. */
export type MatchesComponent = ComponentType<{ userCode: number; open: boolean }>;

const LABELS: Record<ProfileTab, string> = {
  solicitudes: t.tabs.requests,
  propiedades: t.tabs.properties,
  notificaciones: t.tabs.notifications,
};

/**
 * The profile's main column (docs/product/screens.md, Profile): tabs Mis solicitudes and Mis propiedades, each with its
 * list and its Mis Matchs, and Notificaciones (what the person wants to be told). WAI-ARIA tabs with
 * automatic activation: arrows, Home and End move and select. The matches and the notification preferences are other
 * features': the page hands them in (features do not import each other).
 */
export function ProfileTabs({
  userCode,
  RequestMatches,
  PropertyMatches,
  Preferences,
}: {
  userCode: number;
  RequestMatches: MatchesComponent;
  PropertyMatches: MatchesComponent;
  /** The notification preferences (another feature's, loaded when the tab opens). */
  Preferences: ComponentType<{ userCode: number }>;
}) {
  const base = useId();
  const { tab: asked, showMatches, select } = useProfileTab();
  // Notificaciones is the API's preferences (GET /capabilities: `emailPreferences`): without them, no tab.
  const hasPreferences = useCapability('emailPreferences');
  const tabs = PROFILE_TABS.filter((id) => id !== 'notificaciones' || hasPreferences !== false);
  const tab = tabs.includes(asked) ? asked : tabs[0]!;
  const refs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});
  const tabId = (id: ProfileTab) => `${base}-tab-${id}`;
  const panelId = (id: ProfileTab) => `${base}-panel-${id}`;

  // On a phone the tab row scrolls sideways: the open tab (from a link, or reached with the arrows) is
  // brought into the row's view, without scrolling the page (scrollIntoView would).
  useEffect(() => {
    const el = refs.current[tab];
    const row = el?.parentElement;
    if (!el || !row) return;
    const a = el.getBoundingClientRect();
    const b = row.getBoundingClientRect();
    if (a.left < b.left) row.scrollLeft -= b.left - a.left;
    else if (a.right > b.right) row.scrollLeft += a.right - b.right;
  }, [tab]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = tabs.indexOf(tab);
    const last = tabs.length - 1;
    const next = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const id = tabs[next]!;
    select(id);
    refs.current[id]?.focus();
  };

  return (
    <div className="acc-profile-main">
      <div role="tablist" aria-label={t.tabsLabel} className="acc-tabs">
        {tabs.map((id) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={tabId(id)}
            aria-selected={tab === id}
            aria-controls={panelId(id)}
            tabIndex={tab === id ? 0 : -1}
            className="acc-tab"
            onClick={() => select(id)}
            onKeyDown={onKeyDown}
          >
            {LABELS[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="acc-tabpanel">
        {tab === 'solicitudes' ? (
          <OwnListTab
            key={tab}
            list={MY_REQUESTS}
            userCode={userCode}
            matches={<RequestMatches userCode={userCode} open={showMatches} />}
            matchesFirst={showMatches}
          />
        ) : tab === 'propiedades' ? (
          <OwnListTab
            key={tab}
            list={MY_PROPERTIES}
            userCode={userCode}
            matches={<PropertyMatches userCode={userCode} open={showMatches} />}
            matchesFirst={showMatches}
          />
        ) : hasPreferences ? (
          <Preferences userCode={userCode} />
        ) : (
          <Spinner />
        )}
      </div>
    </div>
  );
}
