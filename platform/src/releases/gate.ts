/**
 * The deploy gate's verdict on records: a candidate's release record against the records of every
 * version a browser may be served next to it. The same code runs in the CLI's `can-deploy` (a preflight,
 * with the files' check and the smoke run on top) and in the pointer service, which refuses a promote,
 * a canary or a rollback whose target fails it (registry/service.ts): the service, not the caller, holds
 * the verdict.
 */
import { APP_DIRS, APP_NAMES, type AppName } from './layout';
import { canaryOf } from './canary';
import { liveVersions, type Registry } from './registry';
import type { ReleaseRecord } from './record';
import { checkMounts, type CheckOutcome, type LiveRecords } from './gate-checks';
import { checkRuntime, checkShared, checkSharedApi } from './gate-shared';
import { checkContractTypes } from './gate-contracts';

export type { CheckOutcome } from './gate-checks';

/** A version's record, or null when it has none where versions are read from. */
export type RecordLookup = (app: AppName, version: string) => ReleaseRecord | null;

export interface Combination {
  versions: Partial<Record<AppName, string>>;
  /** The other apps' canaries swapped in (`mf-inbox <version>`), for the reasons that only they bring. */
  canaries: string[];
}

/**
 * Every combination a browser may get while the candidate is live: the live versions, and each subset
 * of the other apps' running canaries swapped in (a browser can be in several canaries at once).
 */
export function servedCombinations(registry: Registry, app: AppName): Combination[] {
  const live = liveVersions(registry);
  const canaries = APP_NAMES.filter((a) => a !== app && canaryOf(registry, a) && live[a]);
  const combos: Combination[] = [];
  for (let mask = 0; mask < 1 << canaries.length; mask += 1) {
    const versions = { ...live };
    const names: string[] = [];
    canaries.forEach((a, i) => {
      if (mask & (1 << i)) {
        versions[a] = canaryOf(registry, a)!.version;
        names.push(`${APP_DIRS[a]} ${versions[a]}`);
      }
    });
    combos.push({ versions, canaries: names });
  }
  return combos;
}

/** The versions whose records a verdict on `app` needs: the others' live and canary ones, and the app's live one. */
export function versionsToRead(registry: Registry, app: AppName): Array<{ app: AppName; version: string }> {
  const seen = new Map<string, { app: AppName; version: string }>();
  for (const combo of servedCombinations(registry, app))
    for (const [a, v] of Object.entries(combo.versions) as Array<[AppName, string]>)
      seen.set(`${a}@${v}`, { app: a, version: v });
  return [...seen.values()];
}

/** Static checks of `candidate` next to one combination of versions (a record not found is left out). */
function checkAgainst(
  candidate: ReleaseRecord,
  versions: Partial<Record<AppName, string>>,
  recordOf: RecordLookup,
): CheckOutcome {
  const app = candidate.container;
  const live: LiveRecords = Object.fromEntries(
    APP_NAMES.filter((a) => a !== app && versions[a]).flatMap((a) => {
      const record = recordOf(a, versions[a]!);
      return record ? [[a, record]] : [];
    }),
  );
  const self = versions[app] && versions[app] !== candidate.version ? recordOf(app, versions[app]) : null;
  const outcomes = [
    checkMounts(candidate, live, self ?? undefined),
    checkShared(candidate, live),
    checkSharedApi(candidate, live),
    checkContractTypes(candidate, live),
    checkRuntime(candidate, live),
  ];
  return { reasons: outcomes.flatMap((o) => o.reasons), notes: outcomes.flatMap((o) => o.notes) };
}

/**
 * The record checks of `candidate` against what `registry` serves: next to what is live and next to
 * every running canary's combination; a reason that only a canary brings says which canary. Records the
 * lookup cannot give are skipped here: whoever gathered them says which could not be read (a refusal).
 */
export function judgeRecords(candidate: ReleaseRecord, registry: Registry, recordOf: RecordLookup): CheckOutcome {
  const reasons: string[] = [];
  const notes: string[] = [];
  for (const combo of servedCombinations(registry, candidate.container)) {
    const out = checkAgainst(candidate, combo.versions, recordOf);
    const suffix = combo.canaries.length ? ` (con el canario en curso ${combo.canaries.join(' y ')})` : '';
    for (const r of out.reasons) {
      const text = suffix ? `${r.replace(/\.$/, '')}${suffix}.` : r;
      if (!reasons.includes(text) && !(suffix && reasons.includes(r))) reasons.push(text);
    }
    for (const n of out.notes) if (!notes.includes(n)) notes.push(n);
  }
  return { reasons, notes };
}

/** A record read from where versions are served (a site); null: not there. May throw (the site failed). */
export type RecordReader = (app: AppName, version: string) => Promise<ReleaseRecord | null>;

export type RecordsVerdict = { candidate: null } | ({ candidate: ReleaseRecord } & CheckOutcome);

/**
 * The whole record verdict from a reader (the pointer service's): the candidate's record, then the
 * records of every version served next to it, all read at once. A record that cannot be read is a
 * refusal naming it, never a skipped check. `candidate: null`: the candidate is not where it is served.
 */
export async function judgeFromReader(
  registry: Registry,
  app: AppName,
  version: string,
  read: RecordReader,
): Promise<RecordsVerdict> {
  const candidate = await read(app, version);
  if (!candidate) return { candidate: null };
  const records = new Map<string, ReleaseRecord>();
  const unread: string[] = [];
  await Promise.all(
    versionsToRead(registry, app)
      .filter((v) => !(v.app === app && v.version === version))
      .map(async ({ app: a, version: v }) => {
        let why: string;
        try {
          const record = await read(a, v);
          if (record) {
            records.set(`${a}@${v}`, record);
            return;
          }
          why = 'no está en su sitio';
        } catch (err) {
          why = err instanceof Error ? err.message : String(err);
        }
        unread.push(`No se pudo leer ${APP_DIRS[a]} ${v}, que el registro sirve, de su sitio: ${why}.`);
      }),
  );
  const judged = judgeRecords(candidate, registry, (a, v) => records.get(`${a}@${v}`) ?? null);
  return { candidate, reasons: [...unread.sort(), ...judged.reasons], notes: judged.notes };
}
