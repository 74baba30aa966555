import type { Request, Response, Router } from 'express';
import {
  alertApiPaths,
  STREAM_EVENTS,
  STREAM_HEARTBEAT_SECONDS,
  STREAM_PARAMS,
  type StreamTicket,
} from '@lotengo/shared/contracts/alerts';
import type { HubEvent } from '../alerts/event-hub';
import { notificationView, unreadOf } from '../alerts/outbox';
import { authOf, requireUser } from '../auth/middleware';
import { streamEventProblem } from '../http/contract';
import { asyncHandler, badRequest, unauthorized } from '../http/errors';
import type { Deps } from './deps';
import { prepare, qb } from '../db/typed-query';

/** A member's notifications published after one event and up to another, in event order (their index). */
const missedSince = prepare((userCode: number, after: number, upTo: number) =>
  qb
    .selectFrom('notifications')
    .selectAll()
    .where('userCode', '=', userCode)
    .where('eventId', '>', after)
    .where('eventId', '<=', upTo)
    .orderBy('eventId')
    .orderBy('notificationId'),
);

const BAD_TICKET = 'El ticket del canal en vivo no es válido, ya se usó o venció: pide otro';
/** The browser waits this long before it reconnects on its own. */
const RETRY_MS = 2000;
/**
 * A reader that does not read: once this much of its stream waits in memory (the socket's own buffer
 * is full), or it has not drained for STALL_HEARTBEATS heartbeats, it is dropped rather than buffered
 * forever. 256 KiB is hundreds of events: far more than a slow phone falls behind by.
 */
export const STREAM_MAX_BUFFERED_BYTES = 256 * 1024;
const STALL_HEARTBEATS = 2;
const SUPERSEDED =
  'Abriste el canal en vivo en otra pestaña o dispositivo: esta pestaña consultará cada pocos segundos';

/** Where to resume: the `Last-Event-ID` header of a reconnection, or `?lastEventId=` of a new EventSource. */
function resumeFrom(req: Request): number | null {
  const raw = req.get('last-event-id') ?? req.query[STREAM_PARAMS.lastEventId];
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw))
    throw badRequest('Last-Event-ID debe ser un número entero no negativo', 'Last-Event-ID');
  return Number(raw);
}

const frame = (e: HubEvent) => `id: ${e.id}\nevent: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

/**
 * The live channel (Server-Sent Events): a single-use ticket or the usual bearer token opens it;
 * events are replayed from Last-Event-ID, then pushed live, each once.
 */
export function streamRoutes(router: Router, deps: Deps): void {
  const { store, alerts } = deps;
  const heartbeatMs = alerts.options.heartbeatMs ?? STREAM_HEARTBEAT_SECONDS * 1000;
  const maxBuffered = alerts.options.maxBufferedBytes ?? STREAM_MAX_BUFFERED_BYTES;

  router.post(
    alertApiPaths.streamTicket,
    asyncHandler(async (req, res) => {
      const user = requireUser(req, store);
      res.json(alerts.tickets.issue(user.userCode) satisfies StreamTicket);
    }),
  );

  /** The stream's user: from the ticket when one is given (a bad one is a 401 whatever else is sent), else from the
   * bearer token. */
  function streamUser(req: Request): number {
    const ticket = req.query[STREAM_PARAMS.ticket];
    if (ticket !== undefined) {
      const userCode = typeof ticket === 'string' ? alerts.tickets.redeem(ticket) : null;
      if (userCode === null) throw unauthorized(BAD_TICKET);
      return userCode;
    }
    if (!authOf(req).identity && !authOf(req).tokenError)
      throw unauthorized('Pide un ticket (POST /notifications/stream-ticket) y ábrelo con ?ticket=');
    return requireUser(req, store).userCode;
  }

  router.get(
    alertApiPaths.stream,
    asyncHandler(async (req: Request, res: Response) => {
      const after = resumeFrom(req);
      const userCode = streamUser(req);
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: json-server's compression leaves it alone (a gzip buffer would hold events back).
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
      let lastSent = after ?? 0;
      let ended = false;
      /** Heartbeats seen while the socket had not drained (a reader that stopped reading). */
      let stalled = 0;
      let unsubscribe = () => {};
      const end = (how: 'end' | 'destroy') => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        if (how === 'destroy') res.destroy();
        else res.end();
      };
      const write = (chunk: string) => {
        if (ended) return;
        // false: the socket's buffer is full and this chunk waits in memory until it drains.
        if (!res.write(chunk)) stalled ||= 1;
        (res as Response & { flush?: () => void }).flush?.();
        if (res.writableLength > maxBuffered) end('destroy');
      };
      const send = (e: HubEvent) => {
        if (e.id <= lastSent) return;
        lastSent = e.id;
        const problem = deps.contract.check === 'enforce' ? streamEventProblem(e.event, e.data) : null;
        if (problem) {
          // Outside the contract: the stream ends (the client polls) and the log says why, loudly.
          deps.contract.log(`[mock-api] EVENTO FUERA DE CONTRATO en el canal en vivo (${e.event}): ${problem}`);
          return end('destroy');
        }
        write(frame(e));
      };
      // Also how a reader that stopped reading is noticed when nothing new is published.
      const heartbeat = setInterval(() => {
        if (stalled && ++stalled > STALL_HEARTBEATS) return end('destroy');
        write(': ping\n\n');
      }, heartbeatMs);
      heartbeat.unref();
      res.on('drain', () => (stalled = 0));
      write(`retry: ${RETRY_MS}\n\n`);
      if (ended) return;

      // Replay and subscribe in one synchronous step: nothing is published in between.
      if (after !== null) {
        const { events, complete } = alerts.hub.since(userCode, after);
        if (complete) events.forEach(send);
        else {
          // Notifications are durable: replay this member's from the index; anything else is refetched by the client.
          const missed = store.notifications.select(missedSince(userCode, after, alerts.hub.lastPublished));
          const unread = unreadOf(store, userCode);
          for (const n of missed)
            send({
              id: n.eventId,
              userCode,
              event: STREAM_EVENTS.notification,
              data: { notification: notificationView(n), unread },
            });
          const reason =
            'El servidor no guarda todos los eventos desde tu última conexión: vuelve a cargar tus ofertas';
          write(`event: ${STREAM_EVENTS.resync}\ndata: ${JSON.stringify({ reason })}\n\n`);
        }
      }
      if (ended) return;
      unsubscribe = alerts.hub.subscribe({
        userCode,
        send,
        close: () => end('end'),
        supersede: () => {
          write(`event: ${STREAM_EVENTS.superseded}\ndata: ${JSON.stringify({ reason: SUPERSEDED })}\n\n`);
          end('end');
        },
      });
      // The client went away (or the response ended): stop writing, leave the hub.
      res.on('close', () => end('destroy'));
    }),
  );
}
