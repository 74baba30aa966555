/**
 * What the smoke run visits for a candidate: the routes that show its modules (the shell's
 * routes to it, and the routes of the remotes that mount its cards), and its modals with the button that
 * opens each. The routes come from the release records; the modals are listed here, by the accessible
 * name of their button (the same Spanish catalogue the apps render).
 */
import { accountTexts } from '@lotengo/shared/i18n/account';
import { messages } from '@lotengo/shared/i18n';
import type { AppName } from './layout';
import type { ReleaseRecord } from './record';

export interface SmokeStep {
  path: string;
  /** Signed in for 'session' routes; anonymous for the rest (a visitor-only page redirects a session). */
  signedIn: boolean;
  /** Buttons (by accessible name) that open one of the candidate's dialogs on this page. */
  modals: Array<{ button: RegExp; what: string }>;
}

const MODALS: Partial<Record<AppName, Array<{ path: string; button: RegExp; what: string }>>> = {
  mf_account: [{ path: '/page/profile', button: new RegExp(`^${accountTexts.profile.changeAvatar}$`), what: 'el selector de avatar' }],
  mf_properties: [{ path: '/page/properties', button: /^Horarios de visita de la propiedad/, what: 'los horarios de visita' }],
  mf_requests: [{ path: '/page/requests', button: new RegExp(`^${messages.requests.card.loTengo}`), what: 'enlazar una propiedad (¡Lo tengo!)' }],
};

const signedInAccess = new Set(['session', 'sessionOrLogin']);

/** The steps for `candidate`, given the shell and remotes that will be live around it. */
export function smokePlan(candidate: ReleaseRecord, composed: Partial<Record<AppName, ReleaseRecord>>): { steps: SmokeStep[]; skipped: string[] } {
  const shell = composed.shell;
  const skipped: string[] = [];
  if (!shell?.contract) return { steps: [], skipped: ['no hay un shell con contrato para componer el sitio'] };
  const target = candidate.container;
  // The remotes whose pages show the candidate: itself, and any app that mounts one of its modules.
  const shown = new Set<string>([target]);
  for (const r of Object.values(composed)) {
    if (r && r.container !== 'shell' && r.contract?.mounts.some((m) => m.remote === target)) shown.add(r.container);
  }
  const steps = new Map<string, SmokeStep>();
  steps.set('/home', { path: '/home', signedIn: false, modals: [] });
  for (const m of shell.contract.mounts) {
    if (!m.path || (target !== 'shell' && !shown.has(m.remote))) continue;
    if (m.path.includes(':')) {
      skipped.push(`${m.path} (necesita un identificador)`);
      continue;
    }
    steps.set(m.path, { path: m.path, signedIn: signedInAccess.has(m.access ?? ''), modals: [] });
  }
  const modals = target === 'shell' ? Object.values(MODALS).flat() : (MODALS[target] ?? []);
  for (const modal of modals) steps.get(modal.path)?.modals.push({ button: modal.button, what: modal.what });
  // Anonymous pages first: signing in happens once, between the two groups.
  return { steps: [...steps.values()].sort((a, b) => Number(a.signedIn) - Number(b.signedIn)), skipped };
}
