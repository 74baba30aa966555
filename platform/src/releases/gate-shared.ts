/**
 * The deploy gate's checks of what the apps share at run time (gate-checks.ts has the files and the
 * mounts): the shared modules' version ranges both ways, the names a remote uses from the shell's
 * singletons, and the federation runtime each was built against.
 */
import type { ReleaseRecord } from './record';
import { empty, label, type CheckOutcome, type LiveRecords } from './gate-checks';
import { majorMinor, satisfies } from './version-range';

const singletonName = (name: string) => !name.endsWith('/');

/** Shared modules: every range the candidate requires is met by what the live apps provide, and the other way round. */
export function checkShared(candidate: ReleaseRecord, live: LiveRecords): CheckOutcome {
  const out = empty();
  const seen = new Set<string>();
  const say = (text: string) => {
    if (!seen.has(text)) out.reasons.push(text);
    seen.add(text);
  };
  for (const other of Object.values(live)) {
    if (!other) continue;
    for (const [needs, gives] of [
      [candidate, other],
      [other, candidate],
    ] as const) {
      // Singletons only: a versioned shared module (zod's lite) that does not match is loaded from the app's own copy.
      for (const s of needs.shared.filter((x) => x.singleton && singletonName(x.name) && x.requiredVersion)) {
        const provided = gives.shared.find((x) => x.name === s.name && x.singleton);
        if (!provided?.version) continue;
        if (!satisfies(provided.version, s.requiredVersion as string)) {
          say(
            `${label(needs)} pide ${s.name} ` +
              `${s.requiredVersion} y ` +
              `${label(gives)} da ${s.name} ` +
              `${provided.version}.`,
          );
        }
      }
    }
  }
  return out;
}

function missingUses(user: ReleaseRecord, host: ReleaseRecord): string[] {
  const reasons: string[] = [];
  for (const [entry, names] of Object.entries(user.sharedApi?.uses ?? {})) {
    const provided = host.sharedApi!.exports[entry];
    // A library's names (the router's) are listed only by records cut after issue 36: unknown, not missing.
    if (!provided && !entry.startsWith('@lotengo/')) continue;
    const missing = Object.keys(names).filter((n) => !provided?.includes(n));
    if (!missing.length) continue;
    const files = [...new Set(missing.map((n) => names[n]))].join(', ');
    const list = missing.map((n) => `"${n}"`).join(', ');
    reasons.push(
      provided
        ? `${label(user)} importa ${list} de ${entry} (${files}), que ` +
            `el shell en vivo no ` +
            `exporta (${label(host)}, ` +
            `API ${host.sharedApi!.hash}).`
        : `${label(user)} importa ${list} de ${entry} (${files}), una entrada que el shell ${label(host)} no tiene.`,
    );
  }
  return reasons;
}

/**
 * The singletons of @lotengo/shared (@lotengo/shared/session, /http, …; shared/build/singletons.json) and
 * the router (react-router-lite.ts) are the shell's copies, so every name an app needs from them at run
 * time (its own imports and those of the contracts code it bundles, record.sharedApi.uses) must be exported
 * by the live shell's copy (and, for a shell candidate, by the candidate's for every live remote). The rest
 * of the package travels with each app: a name a remote adds to it needs nobody else's release.
 */
export function checkSharedApi(candidate: ReleaseRecord, live: LiveRecords): CheckOutcome {
  const out = empty();
  const pairs: Array<[ReleaseRecord, ReleaseRecord]> =
    candidate.container === 'shell'
      ? Object.values(live).flatMap((r) =>
          r && r.container !== 'shell' ? [[r, candidate] as [ReleaseRecord, ReleaseRecord]] : [],
        )
      : live.shell
        ? [[candidate, live.shell]]
        : [];
  for (const [user, host] of pairs) {
    if (!user.sharedApi || !host.sharedApi) {
      out.notes.push(
        `${label(!user.sharedApi ? user : host)} no guarda ` +
          `su informe de API de ` +
          `@lotengo/shared: no se comprueba.`,
      );
      continue;
    }
    out.reasons.push(...missingUses(user, host));
    if (user.sharedApi.hash !== host.sharedApi.hash && !out.reasons.length) {
      out.notes.push(
        `${label(user)} se compiló contra la API ` +
          `${user.sharedApi.hash} de ` +
          `@lotengo/shared y el shell ` +
          `da la ${host.sharedApi.hash}; todo ` +
          `lo que importa existe.`,
      );
    }
  }
  return out;
}

/** The federation runtime: the shell provides it, remotes consume it; major.minor must match. */
export function checkRuntime(candidate: ReleaseRecord, live: LiveRecords): CheckOutcome {
  const out = empty();
  const rt = (r: ReleaseRecord) => r.federationRuntime.version;
  const pairs: Array<[ReleaseRecord, ReleaseRecord]> =
    candidate.container === 'shell'
      ? Object.values(live).flatMap((r) =>
          r && r.container !== 'shell' ? [[candidate, r] as [ReleaseRecord, ReleaseRecord]] : [],
        )
      : live.shell
        ? [[live.shell, candidate]]
        : [];
  for (const [shell, remote] of pairs) {
    const a = majorMinor(rt(shell));
    if (a === null || a !== majorMinor(rt(remote))) {
      out.reasons.push(
        `${label(remote)} se compiló con el runtime de ` +
          `federación ${rt(remote)} y ` +
          `${label(shell)} aloja el ` +
          `${rt(shell)}: deben coincidir en mayor.menor.`,
      );
    }
  }
  if (candidate.container !== 'shell' && candidate.federationRuntime.role !== 'consumes') {
    out.reasons.push(`${label(candidate)} trae su propio runtime de federación; un remoto debe usar el del shell.`);
  }
  return out;
}
