import type http from 'node:http';
import { API_BASE_PATH } from '@lotengo/shared/contracts';
import { alertApiPaths } from '@lotengo/shared/contracts/alerts';

/** Which requests go first: true for a call whose cost is bounded by one member's own index. */
export type FastLaneTest = (method: string, pathname: string) => boolean;

const base = API_BASE_PATH.replace(/\/$/, '');
const notificationsOfMember = new RegExp(`^${base}${alertApiPaths.notifications.replace(':userCode', '\\d+')}$`);
const streamTicket = `${base}${alertApiPaths.streamTicket}`;
const stream = `${base}${alertApiPaths.stream}`;

/**
 * The bell's calls: a member's notification page, unread count and replay (GET, read from that member's
 * index, a page at most), the stream ticket, the stream itself, and their CORS preflights. Their cost
 * does not grow with the site, so they cannot crowd out the rest; people wait on them with the page open.
 */
export const bellCalls: FastLaneTest = (method, pathname) => {
  const read = notificationsOfMember.test(pathname) || pathname === stream;
  // A cross-origin call with a token is preceded by its CORS preflight (the poll's URL changes each time).
  if (method === 'OPTIONS') return read || pathname === streamTicket;
  return (method === 'GET' && read) || (method === 'POST' && pathname === streamTicket);
};

/**
 * One event loop serves every call. Under load, a poll of the sockets hands it dozens of requests at
 * once and it runs each to its first wait, in arrival order: a 3 ms read of the bell then waits behind
 * dozens of searches and writes (≈ 200 ms at 50 busy users on two cores). Here the calls `fast` picks
 * run at once; every other call is started one per turn of the loop (setImmediate), so between two of
 * them the loop polls again and runs the bell's calls that arrived meanwhile. Nothing is dropped or
 * reordered within a lane, and the other lane moves on every turn, so neither starves.
 */
export function withFastLane(
  app: http.RequestListener,
  fast: FastLaneTest = bellCalls,
): http.RequestListener & { waiting(): number } {
  const queue: [http.IncomingMessage, http.ServerResponse][] = [];
  let scheduled = false;
  const turn = () => {
    scheduled = false;
    const next = queue.shift();
    if (queue.length) schedule();
    if (next) app(next[0], next[1]);
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  };
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const pathname = (req.url ?? '/').split('?', 1)[0]!;
    if (fast(req.method ?? 'GET', pathname)) {
      app(req, res);
      return;
    }
    queue.push([req, res]);
    schedule();
  };
  return Object.assign(listener, { waiting: () => queue.length });
}
