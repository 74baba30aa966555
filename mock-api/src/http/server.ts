import http from 'node:http';
import type { Duplex } from 'node:stream';
import { withFastLane } from './fast-lane';

/** Node's header limit (16 KB by default, `--max-http-header-size` changes it), in KB for the message. */
const limitKb = () => Math.round(http.maxHeaderSize / 1024);

interface ParserError extends Error {
  code?: string;
}

/**
 * Node's HTTP parser refuses some requests before express ever sees them (headers over the limit, a
 * malformed request line, a client too slow to send its headers) and by default answers a bare status
 * with no body. Our answer keeps the shape of every other refusal: `{ message, field }` in Spanish.
 */
export function clientErrorAnswer(err: ParserError): {
  status: number;
  reason: string;
  body: { message: string; field: string };
} {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        body: {
          message:
            `Las cabeceras de la petición superan el máximo de ${limitKb()} KB: borra las cookies de este ` +
            `sitio o vuelve a ingresar`,
          field: 'headers',
        },
      };
    case 'HPE_HEADER_TIMEOUT':
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        reason: 'Request Timeout',
        body: { message: 'La petición tardó demasiado en llegar', field: 'headers' },
      };
    default:
      return {
        status: 400,
        reason: 'Bad Request',
        body: { message: 'La petición HTTP no es válida', field: 'request' },
      };
  }
}

/**
 * The documented `clientError` hook: once a listener exists Node writes nothing itself, so this writes
 * the whole HTTP response and closes the connection (the parser cannot go on after such an error).
 */
export function answerClientError(err: ParserError, socket: Duplex): void {
  // The client is gone, or a response is already on its way: nothing useful can be written.
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, reason, body } = clientErrorAnswer(err);
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'Connection: close\r\n\r\n' +
      json,
  );
}

/**
 * The API's HTTP server. The header limit stays Node's default on purpose: raising `maxHeaderSize` to
 * let express answer would make every connection buffer more for nothing, and some header would still
 * be too big; the hook shapes the answer whatever the size. The one trade-off: the parser stops before
 * the Origin header is known, so this answer carries no CORS headers (a browser sees a network error,
 * curl and servers read the JSON).
 */
export function createApiServer(app: http.RequestListener): http.Server {
  // The bell's calls are not queued behind the site's searches and writes (fast-lane.ts).
  const server = http.createServer(withFastLane(app));
  server.on('clientError', answerClientError);
  return server;
}
