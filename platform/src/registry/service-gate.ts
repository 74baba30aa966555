/**
 * The deploy gate as the pointer service runs it before a pointer moves to a version: the version's
 * record, read where its site serves it, against the records of every version served next to it
 * (releases/gate.ts, the code the CLI's can-deploy runs). The caller's own verdict is never asked for:
 * the service holds it. A "no" is a refusal naming every reason; an admin's forced change goes through
 * and the history keeps what it overrode.
 */
import { APP_DIRS, type AppName } from '../releases/layout';
import { judgeFromReader, type RecordReader } from '../releases/gate';
import type { Registry } from '../releases/registry';
import type { Refusal } from './change';

export interface GateRequest {
  registry: Registry;
  app: AppName;
  version: string;
  read: RecordReader;
  forced: boolean;
}

/** A refusal, or the reasons a forced change overrode (none when the version passes). */
export async function gateOf(req: GateRequest): Promise<Refusal | { overridden: string[] }> {
  const key = APP_DIRS[req.app];
  let verdict: Awaited<ReturnType<typeof judgeFromReader>>;
  try {
    verdict = await judgeFromReader(req.registry, req.app, req.version, req.read);
  } catch (err) {
    // The candidate's own site failed (not a "no such version"): nothing can be judged, try again later.
    return {
      status: 503,
      message:
        `No se pudo leer ${key} ${req.version} de su sitio para la puerta de despliegue ` +
        `(${err instanceof Error ? err.message : String(err)}); vuelve a intentarlo.`,
      field: 'to',
    };
  }
  if (!verdict.candidate)
    return {
      status: 409,
      message:
        `Rechazado: la versión ${req.version} de ${key} no está en su sitio; súbela antes con npm run upload ` +
        `-- ${key} ${req.version}.`,
      field: 'to',
    };
  if (!verdict.reasons.length || req.forced) return { overridden: verdict.reasons };
  return {
    status: 409,
    message:
      `Rechazado por la puerta de despliegue del servicio del registro: ${verdict.reasons.join(' ')} ` +
      `(solo un administrador puede forzarlo, con forced y why).`,
    field: 'to',
    reasons: verdict.reasons,
  };
}
