/**
 * The deploy gate's static checks: a candidate's release record against the live ones, pure functions of
 * the records, so the CLI's can-deploy and the pointer service judge with the same code (gate.ts). Each
 * check returns reasons (a refusal each, one Spanish sentence naming the module, prop, range or file) and
 * notes (what could not be checked, never a refusal). The files' own check needs the version's bytes and
 * stays with the CLI (scripts/lib/releases/gate-files.ts).
 */
import type { AppName } from './layout';
import type { ReleaseRecord } from './record';
import type { MountRecord } from './contract';
import { compareProps, type PropProblem } from './props-compat';

export interface CheckOutcome {
  reasons: string[];
  notes: string[];
}

/** The live record of each app other than the candidate's. */
export type LiveRecords = Partial<Record<AppName, ReleaseRecord>>;

export const label = (r: ReleaseRecord) => `${r.app} ${r.version}`;
const short = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
export const empty = (): CheckOutcome => ({ reasons: [], notes: [] });

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
