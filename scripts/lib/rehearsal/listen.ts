import type http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  url: string;
  port: number;
  /** Ends open keep-alive sockets too, so a stop never waits for a client's idle timeout. */
  close: () => Promise<void>;
}

/** Starts a stand-in's server on `host` (default 127.0.0.1) and `port` (default: a free one). */
export async function listen(server: http.Server, opts: { host?: string; port?: number }): Promise<Listening> {
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
