/**
 * The suite's HTTP client: a browser's habits without a browser. Each caller keeps the cookies the API
 * hands it (the XSRF-TOKEN of the double-submit check) and echoes that cookie in X-XSRF-TOKEN on
 * writes, as the site's one client does; a call without a session is a caller of its own.
 */
import { buildPath } from '@lotengo/shared/contracts';
import type { NamedOperation } from '@lotengo/shared/contracts/operations';
import type { Answer, CallSpec, Member } from './types';

/** The double-submit names of the contract (`xsrfToken` in docs/api/openapi.json), axios' own. */
const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** The member's token with its signature replaced: what a token that was never issued looks like. */
const forged = (idToken: string) => `${idToken.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;

type CallerKey = NonNullable<CallSpec['who']> | 'anonymous';

/** How long a call may take before it counts as unanswered. */
const CALL_TIMEOUT_MS = 30_000;

/** Made up when the API hands out no cookie: a write carrying a cookie without its header must still be refused. */
const MADE_UP_XSRF = 'conformidad-sin-cabecera-0123456789';

export interface ApiClient {
  call(op: NamedOperation, spec: CallSpec): Promise<Answer>;
  /** The URL of a call (for messages). */
  urlOf(op: NamedOperation, spec: CallSpec): string;
}

function cookiesFrom(headers: Headers): Array<[string, string]> {
  return headers.getSetCookie().flatMap((line) => {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    return at > 0
      ? [[pair!.slice(0, at).trim(), decodeURIComponent(pair!.slice(at + 1).trim())] as [string, string]]
      : [];
  });
}

/** Reads Server-Sent Events until the first one arrives or `ms` pass, then leaves. */
async function readEvents(res: Response, ms: number): Promise<Array<{ event: string; data: string }>> {
  const events: Array<{ event: string; data: string }> = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const deadline = Date.now() + ms;
  try {
    while (!events.length && Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(1, deadline - Date.now()))),
      ]);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (data.length) events.push({ event, data: data.join('\n') });
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return events;
}

/** Told of every answer (a validating proxy's verdict travels in its headers). */
export type AnswerWatcher = (op: NamedOperation, spec: CallSpec, answer: Answer) => void;

/** Operations sent straight to the backend instead of through a proxy in front of it (and not watched). */
export interface Bypass {
  base: string;
  operations: ReadonlySet<string>;
}

export function apiClient(
  base: string,
  members: () => Record<string, Member | undefined>,
  watch?: AnswerWatcher,
  bypass?: Bypass,
): ApiClient {
  const jars = new Map<CallerKey, Map<string, string>>();
  const jarOf = (who: CallerKey) => {
    let jar = jars.get(who);
    if (!jar) jars.set(who, (jar = new Map()));
    return jar;
  };
  const urlOf = (op: NamedOperation, spec: CallSpec) => {
    const query = spec.query
      ? `?${new URLSearchParams(Object.entries(spec.query).map(([k, v]) => [k, String(v)]))}`
      : '';
    const root = bypass?.operations.has(op.operationId) ? bypass.base : base;
    return `${root}${buildPath(op.path, spec.params)}${query}`;
  };

  async function call(op: NamedOperation, spec: CallSpec): Promise<Answer> {
    const answer = await send(op, spec);
    if (!bypass?.operations.has(op.operationId)) watch?.(op, spec, answer);
    return answer;
  }

  async function send(op: NamedOperation, spec: CallSpec): Promise<Answer> {
    const who: CallerKey = spec.who ?? 'anonymous';
    const jar = jarOf(who);
    const headers: Record<string, string> = { accept: op.answer.contentType ?? 'application/json' };
    if (spec.who) {
      const member = members()[spec.who];
      if (!member) throw new Error(`no hay token para el miembro ${spec.who}`);
      headers.authorization = `Bearer ${spec.forgedToken ? forged(member.idToken) : member.idToken}`;
    }
    if (spec.basicAuth)
      headers.authorization = `Basic ${Buffer.from(`conformidad:${spec.basicAuth}`).toString('base64')}`;
    const writes = op.method !== 'get';
    const sent = new Map(jar);
    if (writes && spec.withoutXsrf && !sent.has(XSRF_COOKIE_NAME)) sent.set(XSRF_COOKIE_NAME, MADE_UP_XSRF);
    if (sent.size) headers.cookie = [...sent].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const xsrf = sent.get(XSRF_COOKIE_NAME);
    if (writes && xsrf && !spec.withoutXsrf) headers[XSRF_HEADER_NAME] = xsrf;

    let body: BodyInit | undefined;
    if (spec.file) {
      const form = new FormData();
      form.append(
        spec.file.field,
        new Blob([new Uint8Array(spec.file.bytes)], { type: spec.file.type }),
        spec.file.name,
      );
      body = form;
    } else if (spec.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(spec.form).toString();
    } else if (spec.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), CALL_TIMEOUT_MS);
    try {
      const res = await fetch(urlOf(op, spec), {
        method: op.method.toUpperCase(),
        headers,
        body,
        signal: controller.signal,
      }).catch((err: Error & { cause?: Error }) => {
        throw new Error(
          controller.signal.aborted
            ? `sin respuesta en ${CALL_TIMEOUT_MS / 1000} s`
            : `sin respuesta (${err.cause?.message ?? err.message})`,
        );
      });
      for (const [name, value] of cookiesFrom(res.headers)) jar.set(name, value);
      const contentType = res.headers.get('content-type') ?? '';
      const violations = res.headers.get('sl-violations') ?? undefined;
      if (spec.streamMs !== undefined && res.ok && contentType.startsWith('text/event-stream')) {
        const events = await readEvents(res, spec.streamMs);
        return { status: res.status, contentType, body: undefined, text: '', events, violations };
      }
      const bytes = new Uint8Array(await res.arrayBuffer());
      const text = /json|text|html/.test(contentType) ? new TextDecoder().decode(bytes) : '';
      let parsed: unknown = text || undefined;
      if (contentType.includes('json') && text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      return { status: res.status, contentType, body: parsed, text, violations };
    } finally {
      clearTimeout(timer);
    }
  }

  return { call, urlOf };
}
