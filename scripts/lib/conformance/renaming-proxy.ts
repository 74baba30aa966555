/**
 * A backend that renames one field: a small proxy in front of a real one that, in the answers of one
 * operation, renames a key wherever it appears (`ubigeoId` → `ubigeoID`) and passes everything else
 * through untouched (streams included). What the conformance suite, or a validating proxy, must catch,
 * naming the operation and the field.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NamedOperation } from '@lotengo/shared/contracts/operations';

export interface RenamingProxy {
  /** The proxy's origin: the backend's paths are the same under it. */
  origin: string;
  /** Answers it changed. */
  renamed(): number;
  close(): Promise<void>;
}

/** `/house-request/:id` → a regex of the path under `basePath` (a parameter is one segment). */
export function patternOf(op: NamedOperation, basePath: string): RegExp {
  const escaped = op.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${basePath}${escaped}/?(\\?.*)?$`);
}

export function renameKey(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((v) => renameKey(v, from, to));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === from ? to : k, renameKey(v, from, to)]));
}

export async function startRenamingProxy(options: {
  /** The backend's origin: `http://127.0.0.1:3000`. */
  target: string;
  /** The base of the API's paths on it: `/mvp`. */
  basePath: string;
  operation: NamedOperation;
  from: string;
  to: string;
}): Promise<RenamingProxy> {
  const target = new URL(options.target);
  const pattern = patternOf(options.operation, options.basePath);
  const method = options.operation.method.toUpperCase();
  let renamed = 0;
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const isTarget =
          req.method === method && pattern.test(req.url ?? '') && /json/.test(answer.headers['content-type'] ?? '');
        if (!isTarget) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          try {
            body = Buffer.from(JSON.stringify(renameKey(JSON.parse(body.toString('utf8')), options.from, options.to)));
            renamed += 1;
          } catch {
            // Not JSON after all: passed on as it came.
          }
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers['transfer-encoding'];
          delete headers.etag;
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', (err) => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `proxy: ${err.message}` }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    renamed: () => renamed,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
