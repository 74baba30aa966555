/**
 * The deploy gate's static checks: a candidate's release record against the live ones. Each
 * check returns reasons (a refusal each, one Spanish sentence naming the module, prop, range or file) and
 * notes (what could not be checked, never a refusal).
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_DIRS, versionDir, type AppName } from '@lotengo/platform/releases/layout';
import type { ReleaseRecord } from '@lotengo/platform/releases/record';
import type { MountRecord } from '@lotengo/platform/releases/contract';
import { readRecord, verifyRelease } from '@lotengo/platform/releases/store';
import { compareProps, type PropProblem } from './props-compat';
import { majorMinor, satisfies } from './version-range';

export interface CheckOutcome {
  reasons: string[];
  notes: string[];
}

/** The live record of each app other than the candidate's. */
export type LiveRecords = Partial<Record<AppName, ReleaseRecord>>;

const label = (r: ReleaseRecord) => `${r.app} ${r.version}`;
const short = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const empty = (): CheckOutcome => ({ reasons: [], notes: [] });

/** Every file a mf-manifest.json names (remote entry, exposes' and shared modules' assets). */
export function manifestFiles(manifest: unknown): string[] {
  const out = new Set<string>();
  const m = manifest as { metaData?: { remoteEntry?: { name?: string; path?: string } } };
  const entry = m.metaData?.remoteEntry;
  if (entry?.name) out.add(entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name);
  const collect = (node: unknown, inAssets: boolean): void => {
    if (typeof node === 'string') {
      if (inAssets) out.add(node.replace(/^\.?\//, ''));
    } else if (Array.isArray(node)) node.forEach((n) => collect(n, inAssets));
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) collect(v, inAssets || k === 'assets');
  };
  collect(manifest, false);
  return [...out].sort();
}

/** The candidate's files: its entry and manifest exist, every file of its record is there unchanged, every file its
 * manifest names is part of it. */
export function checkFiles(store: string, app: AppName, version: string): CheckOutcome {
  const out = empty();
  const record = readRecord(store, app, version);
  if (!record) {
    out.reasons.push(`La versión ${version} de ${APP_DIRS[app]} no está en el almacén de versiones.`);
    return out;
  }
  const dir = versionDir(store, app, version);
  const must = [...new Set([record.entry, 'mf-manifest.json'])];
  for (const file of must) {
    if (!fs.existsSync(path.join(dir, file)))
      out.reasons.push(`${label(record)} no tiene ${file}: ningún ` + `host podría cargarla.`);
  }
  for (const problem of verifyRelease(store, app, version)) {
    if (must.some((f) => problem === `falta ${f}`)) continue;
    out.reasons.push(
      `${label(record)}: ${problem.replace(/^falta /, 'falta el archivo ')} (comparado ` + `con su release.json).`,
    );
  }
  const manifestPath = path.join(dir, 'mf-manifest.json');
  if (fs.existsSync(manifestPath)) {
    let manifest: unknown;
    try {
      manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    } catch {
      out.reasons.push(`${label(record)}: su mf-manifest.json no es JSON válido.`);
      return out;
    }
    for (const file of manifestFiles(manifest)) {
      if (!record.files[file] && !fs.existsSync(path.join(dir, file))) {
        out.reasons.push(`${label(record)}: su mf-manifest.json pide el archivo ${file}, que no está en la versión.`);
      }
    }
  }
  return out;
}

interface MountCase {
  consumer: ReleaseRecord;
  provider: ReleaseRecord;
  mount: MountRecord;
}

const where = (m: MountRecord) => `${m.path ? `la ruta ${m.path}, ` : ''}${m.file}`;

function propSentence(c: MountCase, p: PropProblem): string {
  const mod = `${c.mount.remote}/${c.mount.module}`;
  const C = label(c.consumer);
  const P = label(c.provider);
  switch (p.kind) {
    case 'gone':
      return `${mod} de ${P} ya no acepta la prop "${p.prop}" que ${C} le pasa (${where(c.mount)}).`;
    case 'required':
      return `${mod} de ${P} exige la prop "${p.prop}", que ${C} no le pasa (${where(c.mount)}).`;
    case 'type':
      return (
        `La prop "${p.prop}" de ${mod} en ${P} acepta ` +
        `${short(p.accepted, 80)}, pero ${C} le pasa ` +
        `${short(p.passed, 80)} (${where(c.mount)}).`
      );
    default:
      return `Las props de ${mod} en ${P} no aceptan lo que ${C} le pasa: ${short(p.message)} (${where(c.mount)}).`;
  }
}

/**
 * Exposed modules: every module a live consumer mounts (shell routes, cards mounted by a remote) still
 * exists in the candidate with props that accept what the consumer passes, and every module the
 * candidate mounts exists in the live provider likewise. A shell candidate also keeps every route the
 * live shell has to a module a live remote exposes.
 */
export function checkMounts(candidate: ReleaseRecord, live: LiveRecords, liveSelf?: ReleaseRecord): CheckOutcome {
  const out = empty();
  const consumers = [candidate, ...Object.values(live).filter((r): r is ReleaseRecord => Boolean(r))];
  const cases: MountCase[] = [];
  for (const consumer of consumers) {
    if (!consumer.contract) {
      out.notes.push(
        `${label(consumer)} no guarda su ` +
          `contrato (publicada antes ` +
          `de la puerta): no se ` +
          `comprueba lo que monta.`,
      );
      continue;
    }
    for (const mount of consumer.contract.mounts) {
      const provider = mount.remote === candidate.container ? candidate : live[mount.remote as AppName];
      if (consumer !== candidate && provider !== candidate) continue;
      if (!provider) {
        out.notes.push(`${label(consumer)} monta ${mount.remote}/${mount.module}, que no tiene versión en vivo.`);
        continue;
      }
      if (!provider.exposes.includes(`./${mount.module}`)) {
        out.reasons.push(
          `${label(consumer)} monta ` +
            `${mount.remote}/${mount.module} ` +
            `(${where(mount)}), pero ` +
            `${label(provider)} ya no lo expone.`,
        );
        continue;
      }
      cases.push({ consumer, provider, mount });
    }
  }
  const typed = cases.filter((c) => c.provider.contract?.exposes[`./${c.mount.module}`] !== undefined);
  for (const c of cases)
    if (!typed.includes(c))
      out.notes.push(
        `${label(c.provider)} no guarda ` +
          `el tipo de las props ` +
          `de ./${c.mount.module}: solo ` +
          `se comprobó el nombre.`,
      );
  const results = compareProps(
    typed.map((c) => ({ passed: c.mount.props, accepted: c.provider.contract!.exposes[`./${c.mount.module}`]! })),
  );
  typed.forEach((c, i) => results[i]!.forEach((p) => out.reasons.push(propSentence(c, p))));

  // The shell's own live version (not in `live`, which holds the others): the routes a candidate must keep.
  const liveShell = liveSelf;
  if (candidate.container === 'shell' && liveShell?.contract && candidate.contract) {
    for (const m of liveShell.contract.mounts) {
      const provider = live[m.remote as AppName];
      if (!provider?.exposes.includes(`./${m.module}`)) continue;
      const kept = candidate.contract.mounts.some(
        (n) => n.remote === m.remote && n.module === m.module && n.path === m.path,
      );
      if (kept) continue;
      out.reasons.push(
        m.path
          ? `${label(candidate)} ya no tiene la ruta ` +
              `${m.path} que monta ` +
              `${m.remote}/${m.module} de ` +
              `${label(provider)} (el shell en vivo la ` +
              `tiene en ${m.file}).`
          : `${label(candidate)} ya no monta ${m.remote}/${m.module} ` +
              `de ${label(provider)} ` +
              `(el shell en vivo lo ` +
              `monta en ${m.file}).`,
      );
    }
  }
  return out;
}

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
