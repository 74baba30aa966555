/**
 * The deploy gate on what issue 36 changed: @lotengo/shared's singletons (and the router's lite copy)
 * are the shell's, so a name an app needs from one must be in the live shell's; the rest of the
 * contracts package is bundled into each app, so each live app's copy must still accept the types the
 * candidate's copy writes — and a remote's own change to it needs nobody else's release.
 */
import { staticVerdict } from '../lib/releases/can-deploy';
import { INBOX_ENTRY, candidate, withGateStore } from './support/gate-store';

const g = withGateStore();

const { reasonsOf } = g;
const CARD = 'mf-inbox/src/features/offers/offer-card.tsx';
const SCHEDULER = 'mf-inbox/src/features/visit-scheduler/visit-scheduler.tsx';
const missingIn = (shell: string) => `que el shell en vivo no exporta (shell ${shell}, API api-live)`;

describe("can-deploy: what the shell gives every app, and what each app's contracts accept", () => {
  it('a name of a singleton entry the live shell lacks', async () => {
    const v = candidate(g.store, 'mf_inbox', (r) => {
      const session = { useSessionUser: 'mf-inbox/src/expose/inbox-page.tsx', useSessionPhone: CARD };
      r.sharedApi!.uses = { '@lotengo/shared/session': session };
    });
    expect(reasonsOf('mf_inbox', v)).toEqual([
      `mf-inbox ${v} importa "useSessionPhone" de @lotengo/shared/session (${CARD}), ${missingIn(g.live.shell)}.`,
    ]);
  });

  it('a singleton entry the live shell does not have at all', async () => {
    const v = candidate(g.store, 'mf_inbox', (r) => {
      r.sharedApi!.uses = { '@lotengo/shared/agenda': { useAgenda: 'mf-inbox/src/lib/agenda.ts' } };
    });
    expect(reasonsOf('mf_inbox', v)).toEqual([
      `mf-inbox ${v} importa "useAgenda" de @lotengo/shared/agenda (mf-inbox/src/lib/agenda.ts), ` +
        `una entrada que el shell shell ${g.live.shell} no tiene.`,
    ]);
  });

  it("a router name the live shell's copy (react-router-lite) does not give", async () => {
    const v = candidate(g.store, 'mf_inbox', (r) => {
      r.sharedApi!.uses = { 'react-router-dom': { Link: CARD, useBlocker: SCHEDULER } };
    });
    expect(reasonsOf('mf_inbox', v)).toEqual([
      `mf-inbox ${v} importa "useBlocker" de react-router-dom (${SCHEDULER}), ${missingIn(g.live.shell)}.`,
    ]);
  });

  it("a field of a contract type a live app reads, removed by the candidate's copy", async () => {
    const v = candidate(g.store, 'mf_requests', (r) => {
      r.contractTypes!.types.InboxEntry = INBOX_ENTRY.replace(' price: number;', '');
    });
    const reader = `la copia de los contratos de mf-inbox ${g.live.mf_inbox}`;
    expect(reasonsOf('mf_requests', v)).toEqual([
      `InboxEntry: ${reader} exige el campo "price", que mf-requests ${v} ya no da (quitado u opcional).`,
    ]);
  });

  it("a field of a contract type a live app reads, of another type in the candidate's copy", async () => {
    const v = candidate(g.store, 'shell', (r) => {
      r.contractTypes!.types.InboxEntry = INBOX_ENTRY.replace('price: number', 'price: string');
      r.contractTypes!.types.User = '{ userCode: string; firstName: string; }';
    });
    const reasons = reasonsOf('shell', v);
    const reader = (app: string, version: string) => `la copia de los contratos de ${app} ${version}`;
    const inboxReader = reader('mf-inbox', g.live.mf_inbox);
    expect(reasons).toContain(`InboxEntry: el campo "price" es string en shell ${v} y ${inboxReader} acepta number.`);
    // User is read by the three other remotes: each is named.
    for (const app of ['mf_requests', 'mf_properties', 'mf_account'] as const) {
      const name = app.replace('_', '-');
      const appReader = reader(name, g.live[app]);
      expect(reasons).toContain(`User: el campo "userCode" es string en shell ${v} y ${appReader} acepta number.`);
    }
    expect(reasons).toHaveLength(4);
  });

  it("a contract type a live app reads, gone from the candidate's copy", async () => {
    const v = candidate(g.store, 'mf_properties', (r) => {
      delete r.contractTypes!.types.InboxEntry;
    });
    expect(reasonsOf('mf_properties', v)).toEqual([
      `mf-inbox ${g.live.mf_inbox} usa el tipo InboxEntry de los contratos, que mf-properties ${v} ya no tiene.`,
    ]);
  });
});

describe("can-deploy: a team's own change passes", () => {
  it('a change to the contracts a remote bundles: a new type, a new field, a new name, another zod lite', async () => {
    const zod = '4.6.8-lite.bbbb2222';
    const v = candidate(g.store, 'mf_inbox', (r) => {
      const entry = INBOX_ENTRY.replace('note?: string;', 'note?: string; seenAt: string;');
      const types = { ...r.contractTypes!.types, InboxEntry: entry, Agenda: '{ day: string; }' };
      r.contractTypes = { version: '0.1.0+inbox', types, uses: ['InboxEntry', 'Agenda'] };
      r.shared = r.shared.map((s) => (s.name === 'zod/mini' ? { ...s, version: zod, requiredVersion: zod } : s));
    });
    const verdict = staticVerdict(g.store, 'mf_inbox', v);
    expect(verdict.reasons).toEqual([]);
    // The new required field is read by the candidate only: the live copies do not write it, which is said.
    const said = /^InboxEntry: la copia de los contratos de mf-inbox \S+ exige el campo "seenAt"/;
    expect(verdict.notes).toEqual(expect.arrayContaining([expect.stringMatching(said)]));
  });
});
