/**
 * The pointer service: the one way to read and change the registry.
 *   GET  /registry               the public registry (versions, never people), ETag = its revision
 *   GET  /registry/full          the whole document with its history (a deployer's or an admin's credential)
 *   GET  /registry/caller        who a credential is: its identity, the apps it moves, whether it is an admin
 *   POST /registry/apps/<app>    one change of that app's pointer, `If-Match` the revision read
 * A change is applied on the revision the caller read or not at all: a stale If-Match is a 412 naming
 * both revisions, a missing one 428; the storage's own compare-and-swap catches a write that lands
 * between this service's read and write (another instance, in production). A promote, a canary or a
 * rollback is judged first by the deploy gate's record checks (gate.ts), here, whatever the caller ran:
 * a "no" is a 409 naming every reason, which only an admin may override, with a reason. Who made a
 * change is the credential's verified identity. The handler speaks plain node http, so the same function
 * runs inside `npm start`, in the Functions emulator and on Cloud Functions (firebase-functions v2
 * `onRequest` hands it Express's request, a node request).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { APP_DIRS, APP_NAMES, type AppName } from '../releases/layout';
import {
  emptyRegistry,
  movePointer,
  parseRegistry,
  publicRegistry,
  setCanary,
  type HistoryEntry,
  type Registry,
} from '../releases/registry';
import type { RecordReader } from '../releases/gate';
import { isForced, parseChange, permission, type PointerChangeRequest, type Refusal } from './change';
import { gateOf } from './service-gate';
import { StorageUnavailable, type RegistryStorage } from './storage';
import type { CredentialVerifier } from './tokens';

export { CHANGE_ACTIONS, changeSchema, type PointerChangeRequest } from './change';

/** Where the service answers (Hosting's rewrite keeps the path); REGISTRY_URL names this resource. */
export const REGISTRY_PATH = '/registry';

export interface ServiceOptions {
  storage: RegistryStorage;
  verify: CredentialVerifier;
  /**
   * A version's record where the app's site serves it (null: not there; throws: the site failed). A
   * pointer to a version that is not there is refused, and the deploy gate judges the records it reads.
   */
  readRecord: RecordReader;
  now?: () => Date;
}

type Answer = { status: number; body: unknown; etag?: string; headers?: Record<string, string> };

export const etagOf = (revision: number) => `"${revision}"`;
const fail = (status: number, message: string, field?: string): Answer => ({
  status,
  body: { message, ...(field ? { field } : {}) },
});
const refuse = (r: Refusal): Answer => ({
  status: r.status,
  body: { message: r.message, ...(r.field ? { field: r.field } : {}), ...(r.reasons ? { reasons: r.reasons } : {}) },
});

/** `"7"` (or `W/"7"`, or 7) → 7; anything else null. */
export function revisionOf(ifMatch: string | undefined): number | null {
  const m = /^\s*(?:W\/)?"?(\d{1,12})"?\s*$/.exec(ifMatch ?? '');
  return m ? Number(m[1]) : null;
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const given = (req as IncomingMessage & { body?: unknown; rawBody?: Buffer }).body;
  // Express (firebase-functions) has parsed it already; a plain node request is read here.
  if (given !== undefined && !(given instanceof Buffer) && typeof given === 'object') return given;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64_000) throw new Error('demasiado grande');
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  return raw ? JSON.parse(raw) : {};
}

export function createRegistryService(opts: ServiceOptions) {
  const now = opts.now ?? (() => new Date());

  async function load(): Promise<{ registry: Registry; generation: string }> {
    const doc = await opts.storage.read();
    return {
      registry: doc.text === null ? emptyRegistry() : parseRegistry(doc.text, opts.storage.where),
      generation: doc.generation,
    };
  }

  async function caller(req: IncomingMessage) {
    const header = req.headers.authorization ?? '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    return bearer ? opts.verify(bearer) : null;
  }

  /** The registry after `change`, or the refusal (pure but for the records the gate reads). */
  async function apply(
    registry: Registry,
    app: AppName,
    change: PointerChangeRequest,
    who: { credential: string; asAdmin: boolean },
  ): Promise<Registry | Answer> {
    const key = APP_DIRS[app];
    const pointer = registry.apps[key];
    const stamp = { app, by: who.credential, why: change.why ?? '', now: now() };
    /** The deploy gate on `version`: a refusal, or the reasons a forced change overrode. */
    const judged = async (version: string) => {
      const gate = await gateOf({ registry, app, version, read: opts.readRecord, forced: isForced(change) });
      return 'status' in gate ? refuse(gate) : gate.overridden;
    };
    let next: Registry;
    let overridden: string[] = [];
    switch (change.action) {
      case 'promote': {
        if (!change.to) return fail(400, 'Falta to: la versión a poner en vivo.', 'to');
        if (pointer?.live === change.to && !pointer.canary)
          return fail(409, `Rechazado: ${change.to} ya está en vivo en ${key}.`, 'to');
        const gate = await judged(change.to);
        if (!Array.isArray(gate)) return gate;
        overridden = gate;
        next = movePointer(registry, { ...stamp, action: 'promote', to: change.to });
        break;
      }
      case 'rollback': {
        const to = pointer?.previous.at(-1);
        if (!pointer || !to) return fail(409, `Rechazado: ${key} no tiene una versión anterior a la que volver.`);
        if (change.to && change.to !== to)
          return fail(409, `Rechazado: el rollback de ${key} vuelve a ${to}, no a ${change.to}.`, 'to');
        const gate = await judged(to);
        if (!Array.isArray(gate)) return gate;
        overridden = gate;
        next = movePointer(registry, { ...stamp, action: 'rollback', to });
        break;
      }
      case 'canary-start': {
        if (!change.to || change.percent === undefined)
          return fail(
            400,
            'Un canario necesita to (la versión) y percent (del 1 al 99).',
            change.to ? 'percent' : 'to',
          );
        if (!pointer)
          return fail(409, `Rechazado: ${key} no tiene versión en vivo; promueve primero una versión estable.`);
        if (pointer.live === change.to)
          return fail(
            409,
            `Rechazado: ${change.to} ya está en vivo para todos en ${key}; un canario es otra versión.`,
            'to',
          );
        const gate = await judged(change.to);
        if (!Array.isArray(gate)) return gate;
        overridden = gate;
        next = setCanary(registry, { ...stamp, canary: { version: change.to, percent: change.percent } });
        break;
      }
      case 'canary-end': {
        if (!pointer?.canary) return fail(409, `Rechazado: ${key} no tiene un canario en curso.`);
        next = setCanary(registry, { ...stamp, canary: null });
        break;
      }
    }
    const claimed = Array.isArray(change.forced) ? change.forced.filter((r) => !overridden.includes(r)) : [];
    const last = next.history.length - 1;
    next.history[last] = {
      ...next.history[last]!,
      credential: who.credential,
      ...(who.asAdmin ? { admin: true as const } : {}),
      ...(isForced(change) ? { forced: true as const, gateReasons: [...overridden, ...claimed] } : {}),
      ...(change.changeId ? { changeId: change.changeId } : {}),
    };
    // Each write names itself: a write retried after it landed unseen is recognised by its bytes (storage.ts).
    return { ...next, writeId: randomUUID() };
  }

  /** The answer to a change that already landed: the client sent it again (its answer was lost). */
  function replayOf(registry: Registry, app: AppName, changeId: string | undefined): Answer | null {
    const entry = changeId
      ? registry.history.find((h) => h.changeId === changeId && h.app === APP_DIRS[app])
      : undefined;
    if (!entry) return null;
    return { status: 200, body: { registry, entry, replayed: true }, etag: etagOf(registry.revision) };
  }

  async function change(req: IncomingMessage, appArg: string): Promise<Answer> {
    const app = APP_NAMES.find((a) => APP_DIRS[a] === appArg || a === appArg);
    if (!app) return fail(404, `App desconocida "${appArg}". Usa una de: ${Object.values(APP_DIRS).join(', ')}.`);
    const who = await caller(req);
    if (!who)
      return fail(
        401,
        'Falta una credencial de despliegue válida (Authorization: Bearer …; DEPLOY_TOKEN en la línea de órdenes).',
      );
    if (!who.apps.includes(app) && !who.admin) return refuse(permission(who, app, { action: 'promote' }) as Refusal);
    const ifMatch = req.headers['if-match'];
    if (ifMatch === undefined)
      return fail(
        428,
        'Falta If-Match: cada cambio dice la revisión del registro que leyó (GET /registry, cabecera ETag).',
      );
    const read = revisionOf(ifMatch);
    if (read === null)
      return fail(400, `If-Match "${ifMatch}" no es una revisión del registro (p. ej. "7").`, 'If-Match');
    let input: unknown;
    try {
      input = await bodyOf(req);
    } catch {
      return fail(400, 'El cuerpo debe ser JSON (como mucho 64 KB).');
    }
    const parsed = parseChange(input);
    if ('status' in parsed) return refuse(parsed);
    const allowed = permission(who, app, parsed);
    if ('status' in allowed) return refuse(allowed);
    const { registry, generation } = await load();
    const stale = (current: number) =>
      fail(
        412,
        `Rechazado: el registro está en la revisión ${current}, no en la ${read} que leíste; otro cambio se ` +
          `adelantó. Vuelve a leerlo y decide de nuevo.`,
        'If-Match',
      );
    if (registry.revision !== read)
      return (
        replayOf(registry, app, parsed.changeId) ?? { ...stale(registry.revision), etag: etagOf(registry.revision) }
      );
    const next = await apply(registry, app, parsed, { credential: who.credential, asAdmin: allowed.asAdmin });
    if (!('revision' in next)) return next;
    const written = await opts.storage.write(`${JSON.stringify(next, null, 2)}\n`, generation);
    if (!written.ok) {
      // Another writer got in between this read and this write: the storage refused, nothing was lost.
      const current = (await load()).registry;
      return replayOf(current, app, parsed.changeId) ?? { ...stale(current.revision), etag: etagOf(current.revision) };
    }
    return {
      status: 200,
      body: { registry: next, entry: next.history.at(-1) as HistoryEntry },
      etag: etagOf(next.revision),
    };
  }

  async function route(req: IncomingMessage): Promise<Answer> {
    const url = new URL(req.url ?? '/', 'http://registro');
    const pathName = url.pathname.replace(/\/+$/, '');
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (pathName === '/registry' || pathName === '/registry.json') {
        const { registry } = await load();
        return { status: 200, body: publicRegistry(registry), etag: etagOf(registry.revision) };
      }
      if (pathName === '/registry/full' || pathName === '/registry/caller') {
        const who = await caller(req);
        if (!who)
          return fail(
            401,
            pathName === '/registry/full'
              ? 'Falta una credencial de despliegue válida para leer el historial completo.'
              : 'Falta una credencial de despliegue válida (Authorization: Bearer …).',
          );
        // Who moved what and why: for the teams that deploy and the admins the settings name, nobody else.
        if (!who.apps.length && !who.admin)
          return fail(
            403,
            `Rechazado: ${who.credential} no despliega ninguna app ni es administrador (deployers y ` +
              `admins de los ajustes).`,
          );
        if (pathName === '/registry/caller')
          return {
            status: 200,
            body: { credential: who.credential, apps: who.apps.map((a) => APP_DIRS[a]), admin: who.admin === true },
          };
        const { registry } = await load();
        return { status: 200, body: registry, etag: etagOf(registry.revision) };
      }
      if (pathName === '/health') return { status: 200, body: { ok: true } };
    }
    const m = /^\/registry\/apps\/([a-z_-]{1,40})$/.exec(pathName);
    if (m) return req.method === 'POST' ? change(req, m[1]!) : fail(405, 'Usa POST para cambiar un puntero.');
    return fail(404, `No existe ${req.method} ${pathName} en el servicio del registro.`);
  }

  /** The node (and Express) handler. */
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let answer: Answer;
    try {
      answer = await route(req);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // Storage that stayed unavailable through the retries: the caller may try again (its client does).
      answer =
        err instanceof StorageUnavailable
          ? {
              ...fail(503, `El servicio del registro no pudo usar su almacenamiento: ${message}`),
              headers: { 'Retry-After': '2' },
            }
          : fail(500, `El servicio del registro falló: ${message}`);
    }
    res.statusCode = answer.status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    if (answer.etag) res.setHeader('ETag', answer.etag);
    for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(answer.body));
  };
}

export type RegistryHandler = ReturnType<typeof createRegistryService>;
