/**
 * A tiny HTTP server in the Playwright runner process, next to the stack it started: tests run in
 * worker processes, so this is how a journey stops a remote and brings it back.
 *   POST /services/{name}/stop   POST /services/{name}/start   GET /services
 */
import http from 'node:http';
import type { Stack, ServiceName } from '../../scripts/stack';

export function startControlServer(stack: Stack, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const match = /^\/services\/([a-z_]+)\/(stop|start)$/.exec(req.url ?? '');
    if (req.method === 'GET' && req.url === '/services') {
      reply(200, Object.fromEntries(stack.services.map((s) => [s, stack.isRunning(s)])));
      return;
    }
    if (req.method !== 'POST' || !match) {
      reply(404, { message: 'Ruta desconocida' });
      return;
    }
    const name = match[1] as ServiceName;
    if (!stack.services.includes(name)) {
      reply(400, { message: `Servicio desconocido: ${name}` });
      return;
    }
    const action = match[2] === 'stop' ? stack.stopOne(name) : stack.startOne(name);
    action.then(
      () => reply(200, { name, running: stack.isRunning(name) }),
      (err: unknown) => reply(500, { message: err instanceof Error ? err.message : String(err) }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
