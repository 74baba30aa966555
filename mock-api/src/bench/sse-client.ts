import http from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
  /** performance.now() when it was parsed (the benchmark's arrival time). */
  receivedAt?: number;
}

export interface SseConnection {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The JSON body of a refusal (status ≠ 200). */
  body?: unknown;
  events: SseEvent[];
  /** Comment lines seen (heartbeats). */
  comments: number;
  /** Resolves with the first event (already received or to come) that `match` accepts. */
  waitFor(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  onEvent?: (e: SseEvent) => void;
  close(): void;
}

/** Splits an SSE body into events (WHATWG "event stream interpretation", the parts we use). */
function parseBlock(block: string): SseEvent | 'comment' | null {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  let comment = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) comment = true;
    else if (line.startsWith('id:')) id = line.slice(3).trim();
    else if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (!data.length) return comment ? 'comment' : null;
  return { ...(id !== undefined ? { id } : {}), event, data: data.join('\n') };
}

/**
 * A minimal EventSource for Node (tests and the benchmark): one GET, events collected as they arrive.
 * Resolves once the response headers are in; a refusal resolves too, with its status and JSON body.
 */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
      const conn: SseConnection = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events: [],
        comments: 0,
        waitFor(match, timeoutMs = 5000) {
          const seen = conn.events.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((ok, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no llegó el evento esperado en ${timeoutMs} ms`)),
              timeoutMs,
            );
            waiters.push({ match, resolve: (e) => (clearTimeout(timer), ok(e)) });
          });
        },
        close: () => req.destroy(),
      };
      res.setEncoding('utf8');
      if (conn.status !== 200) {
        let text = '';
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          conn.body = text ? JSON.parse(text) : undefined;
          resolve(conn);
        });
        return;
      }
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const parsed = parseBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          if (parsed === 'comment') conn.comments++;
          else if (parsed) {
            parsed.receivedAt = performance.now();
            conn.events.push(parsed);
            conn.onEvent?.(parsed);
            for (const w of [...waiters]) {
              if (w.match(parsed)) {
                waiters.splice(waiters.indexOf(w), 1);
                w.resolve(parsed);
              }
            }
          }
        }
      });
      res.on('error', () => undefined);
      resolve(conn);
    });
    req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
  });
}
