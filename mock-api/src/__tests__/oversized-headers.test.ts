import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { makeTestApp, url, type TestApp } from './support/test-app';
import { createApiServer } from '../http/server';

// supertest cannot send what Node refuses to parse the same way a browser does; a real server on a
// free port and raw requests can.
let t: TestApp;
let server: http.Server;
let port: number;
beforeAll(async () => {
  t = makeTestApp();
  server = createApiServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  t.cleanup();
});

function get(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; type: string | undefined; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'],
          body: text ? JSON.parse(text) : undefined,
        }),
      );
    });
    req.on('error', reject);
  });
}

describe('headers Node refuses before express', () => {
  it('a 20 KB cookie gets 431 with the JSON error shape, in Spanish', async () => {
    const res = await get(url('departments'), { Cookie: `big=${'a'.repeat(20 * 1024)}` });
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      message: expect.stringMatching(/^Las cabeceras de la petición superan el máximo de 16 KB/),
      field: 'headers',
    });
  });

  it('a 100 KB Authorization header gets the same answer', async () => {
    const res = await get(url('departments'), { Authorization: `Bearer ${'x'.repeat(100 * 1024)}` });
    expect(res.status).toBe(431);
    expect(res.body).toMatchObject({ field: 'headers', message: expect.any(String) });
  });

  it('headers under the limit still reach the API', async () => {
    const res = await get(url('departments'), { Cookie: `small=${'a'.repeat(4 * 1024)}` });
    expect(res.status).toBe(200);
  });

  it('a malformed request line is a 400 with the same shape, not a bare status', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('NOT A REQUEST\r\n\r\n'));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(body).toEqual({ message: 'La petición HTTP no es válida', field: 'request' });
  });
});
