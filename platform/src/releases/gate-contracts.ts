/**
 * The deploy gate's check of the contracts package. It is bundled into each app (not shared), so two
 * versions of it live on one page; harmless as long as each app's copy still accepts what another's
 * gives it (a query's data in the one cache, a card's props, the session). So: every entity type a live
 * app's code names, as the candidate's copy writes it, must be accepted by that live app's copy — a
 * field removed, made optional or given another type is refused, naming the app; a field added is not.
 */
import type { ReleaseRecord } from './record';
import type { CheckOutcome, LiveRecords } from './gate-checks';
import { compareProps, type PropProblem } from './props-compat';

const label = (r: ReleaseRecord) => `${r.app} ${r.version}`;
const short = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

interface TypeCase {
  type: string;
  /** The copy that writes the data, and the copy that reads it. */
  from: ReleaseRecord;
  to: ReleaseRecord;
}

function sentence(c: TypeCase, p: PropProblem): string | null {
  const reader = `la copia de los contratos de ${label(c.to)}`;
  switch (p.kind) {
    case 'gone':
      // A field the reader does not know: it ignores it.
      return null;
    case 'required':
      return `${c.type}: ${reader} exige el campo "${p.prop}", que ${label(c.from)} ya no da (quitado u opcional).`;
    case 'type': {
      const given = `${short(p.passed)} en ${label(c.from)}`;
      return `${c.type}: el campo "${p.prop}" es ${given} y ${reader} acepta ${short(p.accepted)}.`;
    }
    default:
      return `${c.type}: ${reader} no acepta el de ${label(c.from)}: ${short(p.message, 140)}.`;
  }
}

/** Contract types the reader's code names, as the writer's copy has them (a type it lacks is a refusal). */
function casesFor(from: ReleaseRecord, to: ReleaseRecord, out: CheckOutcome, asNotes: boolean): TypeCase[] {
  const cases: TypeCase[] = [];
  for (const type of to.contractTypes!.uses) {
    if (!to.contractTypes!.types[type]) continue;
    if (from.contractTypes!.types[type] === undefined) {
      const text = `${label(to)} usa el tipo ${type} de los contratos, que ${label(from)} ya no tiene.`;
      (asNotes ? out.notes : out.reasons).push(text);
      continue;
    }
    if (from.contractTypes!.types[type] !== to.contractTypes!.types[type]) cases.push({ type, from, to });
  }
  return cases;
}

export function checkContractTypes(candidate: ReleaseRecord, live: LiveRecords): CheckOutcome {
  const out: CheckOutcome = { reasons: [], notes: [] };
  const others = Object.values(live).filter((r): r is ReleaseRecord => Boolean(r));
  if (!candidate.contractTypes) {
    const note = `${label(candidate)} no guarda los tipos de su copia de los contratos: no se comprueban.`;
    if (others.length) out.notes.push(note);
    return out;
  }
  const refused: TypeCase[] = [];
  const noted: TypeCase[] = [];
  for (const other of others) {
    if (!other.contractTypes) {
      out.notes.push(`${label(other)} no guarda los tipos de su copia de los contratos: no se comprueba lo que lee.`);
      continue;
    }
    // What the live app reads from the candidate's data must still be there; the other way round (a
    // field the candidate now requires that the live copy does not write) is said, not refused.
    refused.push(...casesFor(candidate, other, out, false));
    noted.push(...casesFor(other, candidate, out, true));
  }
  const all = [...refused, ...noted];
  const typeIn = (r: ReleaseRecord, type: string) => r.contractTypes!.types[type]!;
  const results = compareProps(all.map((c) => ({ passed: typeIn(c.from, c.type), accepted: typeIn(c.to, c.type) })));
  all.forEach((c, i) => {
    for (const p of results[i]!) {
      const text = sentence(c, p);
      if (text) (i < refused.length ? out.reasons : out.notes).push(text);
    }
  });
  return out;
}
