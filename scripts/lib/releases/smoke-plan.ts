/**
 * What the smoke run visits for a candidate: the routes that show its modules (the shell's
 * routes to it, and the routes of the remotes that mount its cards), and its modals with the button that
 * opens each. The routes come from the release records; the modals are listed here, by the accessible
 * name of their button (the same Spanish catalogue the apps render).
 */
import type { DemoUserKey } from '@lotengo/mock-api/demo-users';
import type { AppName } from '@lotengo/platform/releases/layout';
import type { ReleaseRecord } from '@lotengo/platform/releases/record';
import { accountTexts } from '@lotengo/mf-account/texts';
import { inboxTexts } from '@lotengo/mf-inbox/texts';
import { propertiesTexts } from '@lotengo/mf-properties/texts';
import { requestsTexts } from '@lotengo/mf-requests/texts';

/** Who opens a page: a visitor, or a demo user of the seed (chosen for the data their pages show). */
export type SmokeVisitor = 'visitor' | DemoUserKey;

export interface SmokeModal {
  button: RegExp;
  what: string;
}

export interface SmokeStep {
  path: string;
  modals: SmokeModal[];
}

/** A route with parameters: opened through the first link, on a page visited before, whose path matches. */
export interface LinkedStep {
  /** The route's pattern (`/page/edit-request/:houseRequestId`). */
  path: string;
  linkedBy: RegExp;
  /** A session route is opened only by signed-in visitors (a visitor would be sent to the login). */
  signedIn: boolean;
  /**
   * The candidate's own route, or one of an app that mounts a module of it (the property detail mounts
   * the inbox's offer actions): that app's other routes may not show the candidate at all, so one no
   * visited page links to is a note of its own, not a gap in the candidate's tour.
   */
  own: boolean;
}

export interface SmokePlan {
  /** In order: the visitor first, then each demo user in a browser context of their own. */
  groups: Array<{ who: SmokeVisitor; steps: SmokeStep[] }>;
  /** Tried at the end of each group that may open them, until one link leads there. */
  linked: LinkedStep[];
  skipped: string[];
}

/** The demo user whose pages show what a signed-in route needs (Diego: requests, offers, an inbox). */
const MEMBER: DemoUserKey = 'diego';

/** Escapes a catalogue text for a RegExp that must match it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every dialog each remote opens: the page, who sees the button (Lucía owns properties with visit hours;
 * "¡Lo tengo!" needs a session), and the button. A button that may open no dialog for some records (a
 * "Me gusta" on an offer without visit hours books at once) is tried in order until one does.
 */
const MODALS: Partial<Record<AppName, Array<SmokeModal & { path: string; who: SmokeVisitor }>>> = {
  mf_account: [
    {
      path: '/page/profile',
      who: MEMBER,
      button: new RegExp(`^${literal(accountTexts.profile.changeAvatar)}$`),
      what: 'el selector de avatar',
    },
  ],
  mf_inbox: [
    {
      path: '/page/buzon',
      who: MEMBER,
      button: new RegExp(`^${literal(inboxTexts.card.like(''))}`),
      what: 'el agendador de visitas (Me gusta)',
    },
  ],
  mf_properties: [
    {
      path: '/page/properties',
      who: 'lucia',
      button: /^Horarios de visita de la propiedad/,
      what: 'los horarios de visita',
    },
    {
      path: '/page/properties',
      who: 'lucia',
      button: new RegExp(
        `^(${literal(propertiesTexts.close.action('ALQUILAR'))}|${literal(propertiesTexts.close.action('VENDER'))}): `,
      ),
      what: 'la confirmación de cierre',
    },
  ],
  mf_requests: [
    {
      path: '/page/requests',
      who: MEMBER,
      button: new RegExp(`^${literal(requestsTexts.card.loTengo)}`),
      what: 'enlazar una propiedad (¡Lo tengo!)',
    },
  ],
};

/** A route pattern as a RegExp over paths: each `:param` is one path segment. */
export function routeMatcher(pattern: string): RegExp {
  return new RegExp(
    `^${pattern
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/?#]+' : literal(part)))
      .join('/')}$`,
  );
}

const signedInAccess = new Set(['session', 'sessionOrLogin']);

/** What to visit for `candidate`, given the shell and remotes that will be live around it. */
export function smokePlan(candidate: ReleaseRecord, composed: Partial<Record<AppName, ReleaseRecord>>): SmokePlan {
  const shell = composed.shell;
  if (!shell?.contract)
    return { groups: [], linked: [], skipped: ['no hay un shell con contrato ' + 'para componer el sitio'] };
  const target = candidate.container;
  // The remotes whose pages show the candidate: itself, and any app that mounts one of its modules.
  const shown = new Set<string>([target]);
  for (const r of Object.values(composed)) {
    if (r && r.container !== 'shell' && r.contract?.mounts.some((m) => m.remote === target)) shown.add(r.container);
  }
  const groups = new Map<SmokeVisitor, Map<string, SmokeStep>>([
    ['visitor', new Map([['/home', { path: '/home', modals: [] }]])],
  ]);
  const stepFor = (who: SmokeVisitor, path: string): SmokeStep => {
    const group = groups.get(who) ?? groups.set(who, new Map()).get(who)!;
    return group.get(path) ?? group.set(path, { path, modals: [] }).get(path)!;
  };
  const linked: LinkedStep[] = [];
  const routes = new Set<string>();
  for (const m of shell.contract.mounts) {
    if (!m.path || (target !== 'shell' && !shown.has(m.remote))) continue;
    const signedIn = signedInAccess.has(m.access ?? '');
    routes.add(m.path);
    if (m.path.includes(':'))
      linked.push({
        path: m.path,
        linkedBy: routeMatcher(m.path),
        signedIn,
        own: target === 'shell' || m.remote === target,
      });
    else stepFor(signedIn ? MEMBER : 'visitor', m.path);
  }
  const modals = target === 'shell' ? Object.values(MODALS).flat() : (MODALS[target] ?? []);
  for (const { path, who, button, what } of modals)
    if (routes.has(path)) stepFor(who, path).modals.push({ button, what });
  return {
    groups: [...groups].map(([who, steps]) => ({ who, steps: [...steps.values()] })),
    linked,
    skipped: [],
  };
}
