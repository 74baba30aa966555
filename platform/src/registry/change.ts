/**
 * One change of an app's pointer as a caller sends it, and who may send it. The caller names the change
 * only: who made it is the identity its credential proves (the token's verified e-mail, or the local
 * token's name), never a field of the body, and overriding the deploy gate is an admin's act with a reason.
 */
import { z } from 'zod';
import { VERSION_PATTERN, APP_DIRS, type AppName } from '../releases/layout';
import type { Caller } from './tokens';

export const CHANGE_ACTIONS = ['promote', 'rollback', 'canary-start', 'canary-end'] as const;

/** A client's id for one change: a retry of the same change carries it, so the service recognises a repeat. */
export const CHANGE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** One change, as a client sends it. The service decides the rest (rollback's target, who, the history). */
export const changeSchema = z
  .object({
    action: z.enum(CHANGE_ACTIONS, { error: 'action debe ser promote, rollback, canary-start o canary-end' }),
    to: z.string().regex(VERSION_PATTERN, { error: 'to no tiene la forma de una versión' }).optional(),
    percent: z.number().int().min(1).max(99, { error: 'percent va del 1 al 99' }).optional(),
    why: z.string().trim().max(500, { error: 'why admite hasta 500 caracteres' }).optional(),
    /**
     * Over the deploy gate's "no" (an admin's credential and a reason only). `true`, or the reasons the
     * caller's own preflight gave (its smoke run's, which the service cannot run): kept in the history
     * after the service's own.
     */
    forced: z
      .union([z.literal(true), z.array(z.string().max(1000)).max(50)], {
        error: 'forced es true o la lista de motivos de la puerta',
      })
      .optional(),
    changeId: z.string().regex(CHANGE_ID_PATTERN, { error: 'changeId son de 8 a 64 letras, cifras, - o _' }).optional(),
  })
  .strict();
export type PointerChangeRequest = z.infer<typeof changeSchema>;

/** A refusal of the service: its status and Spanish reason (and the deploy gate's reasons, one by one). */
export type Refusal = { status: number; message: string; field?: string; reasons?: string[] };

/** The body as a change, or the 400 naming what is wrong with it. */
export function parseChange(input: unknown): PointerChangeRequest | Refusal {
  if (input && typeof input === 'object' && Object.hasOwn(input, 'by'))
    return {
      status: 400,
      message:
        'Cambio no válido: by no se acepta; quien hace el cambio es la identidad que prueba la credencial ' +
        '(el historial la guarda).',
      field: 'by',
    };
  const parsed = changeSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  return { status: 400, message: `Cambio no válido: ${issue.message}.`, field: issue.path.join('.') || undefined };
}

export const isForced = (change: PointerChangeRequest) => change.forced !== undefined;

/**
 * May `who` make `change` to `app`? A team's credential moves its own app; an admin's (the settings'
 * `admins`) any app — an incident's rollback — and only an admin, with a reason, overrides the gate.
 * `asAdmin`: the change needed an admin's rights (the history says so).
 */
export function permission(who: Caller, app: AppName, change: PointerChangeRequest): Refusal | { asAdmin: boolean } {
  const ownApp = who.apps.includes(app);
  if (!ownApp && !who.admin) {
    const may = who.apps.length
      ? `solo ${who.apps.map((a) => APP_DIRS[a]).join(', ')}`
      : 'no figura en deployers ni en admins de la configuración del entorno';
    return {
      status: 403,
      message: `Rechazado: la credencial ${who.credential} no puede mover ${APP_DIRS[app]} (${may}).`,
    };
  }
  if (isForced(change)) {
    if (!who.admin)
      return {
        status: 403,
        message:
          `Rechazado: forzar la puerta de despliegue es cosa de un administrador (admins de la configuración ` +
          `del entorno), y ${who.credential} no lo es; pide a uno que lo haga con su credencial y un motivo.`,
        field: 'forced',
      };
    if (!change.why?.trim())
      return {
        status: 400,
        message: 'Cambio no válido: forced necesita why, el motivo que queda en el historial.',
        field: 'why',
      };
  }
  return { asAdmin: !ownApp || isForced(change) };
}
