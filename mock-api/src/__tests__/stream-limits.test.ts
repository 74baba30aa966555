import net from 'node:net';
import { STREAM_EVENTS } from '@lotengo/shared/contracts/alerts';
import { alertsOf } from '../app';
import { openSse, type SseConnection } from '../bench/sse-client';
import { listen, notificationsOnDisk, restarted, streamTicket } from './support/alerts-helpers';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

const DIEGO = 2;
const LUCIA = 1;
const CAP = 3;

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
const open: SseConnection[] = [];
beforeEach(async () => {
  t = makeTestApp({}, { alerts: { heartbeatMs: 40, maxStreamsPerMember: CAP, maxBufferedBytes: 32 * 1024 } });
  server = await listen(t);
});
afterEach(async () => {
  open.splice(0).forEach((c) => c.close());
  await server.close();
  t.cleanup();
});

const ticket = (who: 'diego' | 'lucia') => streamTicket(t, who);

async function stream(who: 'diego' | 'lucia'): Promise<SseConnection> {
  const c = await openSse(`${server.base}/notifications/stream?ticket=${await ticket(who)}`);
  open.push(c);
  return c;
}

/** Resolves once `ok()` holds (checked every 5 ms) or after `ms`; the assertions after it say what is missing. */
async function until(ok: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
}

const streamsOf = (userCode: number) => alertsOf(t.app).hub.connectionsOf(userCode);

describe('streams per member', () => {
  it('past the cap the oldest is closed with a superseded event; the others and other members stay open', async () => {
    const lucia = await stream('lucia');
    const diego = [];
    for (let i = 0; i < CAP; i++) diego.push(await stream('diego'));
    expect(streamsOf(DIEGO)).toBe(CAP);
    const newest = await stream('diego');
    const superseded = await diego[0]!.waitFor((e) => e.event === STREAM_EVENTS.superseded);
    expect(JSON.parse(superseded.data)).toEqual({ reason: expect.stringContaining('otra pestaña') });
    expect(streamsOf(DIEGO)).toBe(CAP);
    expect(streamsOf(LUCIA)).toBe(1);
    // The ones still open get live events; the superseded one gets nothing more.
    alertsOf(t.app).hub.publish([
      { id: alertsOf(t.app).hub.nextId(), userCode: DIEGO, event: STREAM_EVENTS.unread, data: { unread: 7 } },
    ]);
    for (const c of [...diego.slice(1), newest]) await c.waitFor((e) => e.event === STREAM_EVENTS.unread);
    expect(diego[0]!.events.some((e) => e.event === STREAM_EVENTS.unread)).toBe(false);
    expect(lucia.events.some((e) => e.event === STREAM_EVENTS.unread)).toBe(false);
  });

  it('one member opening many at once never holds more than the cap', async () => {
    await Promise.all(Array.from({ length: 12 }, () => stream('diego')));
    expect(streamsOf(DIEGO)).toBe(CAP);
    expect(alertsOf(t.app).hub.connections).toBe(CAP);
  });
});

describe('backpressure', () => {
  it('a reader that does not read is dropped, not buffered without end', async () => {
    const tk = await ticket('diego');
    const { port, pathname } = new URL(server.base);
    // A raw socket that sends the request and then never reads: the kernel's buffers fill, then the server's.
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((ok) => socket.once('connect', () => ok()));
    socket.setNoDelay(true);
    socket.write(
      `GET ${pathname}/notifications/stream?ticket=${tk} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: ` +
        `text/event-stream\r\n\r\n`,
    );
    socket.pause();
    await until(() => streamsOf(DIEGO) === 1);
    expect(streamsOf(DIEGO)).toBe(1);
    const hub = alertsOf(t.app).hub;
    const big = 'x'.repeat(64 * 1024);
    let published = 0;
    // Publish until the server gives the reader up (bounded: 4,000 × 64 KiB would be 256 MB held for it).
    while (streamsOf(DIEGO) > 0 && published < 4000) {
      hub.publish([
        { id: hub.nextId(), userCode: DIEGO, event: STREAM_EVENTS.unread, data: { unread: published, pad: big } },
      ]);
      published++;
      if (published % 20 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(streamsOf(DIEGO)).toBe(0);
    socket.destroy();
  });

  it('a reader that stopped draining is dropped after a few heartbeats even under the memory cap', async () => {
    const roomy = makeTestApp({}, { alerts: { heartbeatMs: 40, maxBufferedBytes: 512 * 1024 * 1024 } });
    const s = await listen(roomy);
    try {
      const tk = await streamTicket(roomy, 'diego');
      const { port, pathname } = new URL(s.base);
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise<void>((ok) => socket.once('connect', () => ok()));
      socket.write(`GET ${pathname}/notifications/stream?ticket=${tk} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      socket.pause();
      const hub = alertsOf(roomy.app).hub;
      await until(() => hub.connectionsOf(DIEGO) === 1);
      // 64 MiB: more than loopback's socket buffers take, far less than the memory cap.
      const pad = 'y'.repeat(64 * 1024);
      for (let i = 0; i < 1024; i++)
        hub.publish([{ id: hub.nextId(), userCode: DIEGO, event: STREAM_EVENTS.unread, data: { unread: i, pad } }]);
      expect(hub.connectionsOf(DIEGO)).toBe(1);
      await until(() => hub.connectionsOf(DIEGO) === 0);
      expect(hub.connectionsOf(DIEGO)).toBe(0);
      socket.destroy();
    } finally {
      await s.close();
      roomy.cleanup();
    }
  });
});

describe('after a restart', () => {
  it("every tab reconnecting replays only its member's missed notifications, in order, then resync", async () => {
    // Lucía offers Diego two properties (a notification each) before the restart.
    const st = t.store.state;
    const r = st.houseRequests.find((x) => x.userCode === DIEGO && x.state === 'active')!;
    const offered = st.properties
      .filter(
        (x) =>
          x.userCode === LUCIA &&
          x.status === 1 &&
          !st.inbox.some((e) => e.propertyId === x.propertyId && e.houseRequestId === r.houseRequestId),
      )
      .slice(0, 2);
    for (const p of offered)
      await t.http
        .post(url('inboxSend'))
        .set(bearer('lucia'))
        .send({ propertyId: p.propertyId, userCode: DIEGO, houseRequestId: r.houseRequestId })
        .expect(201);
    const again = restarted(t, { alerts: { heartbeatMs: 40, maxStreamsPerMember: CAP } });
    const s2 = await listen(again);
    try {
      const tabs = await Promise.all(
        Array.from({ length: CAP }, async () => {
          const tk = await streamTicket(again, 'diego');
          const c = await openSse(`${s2.base}/notifications/stream?ticket=${tk}`, { 'Last-Event-ID': '0' });
          open.push(c);
          return c;
        }),
      );
      for (const c of tabs) await c.waitFor((e) => e.event === STREAM_EVENTS.resync);
      const mine = notificationsOnDisk(again, DIEGO).map((n) => n.eventId);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      for (const c of tabs)
        expect(c.events.filter((e) => e.event === STREAM_EVENTS.notification).map((e) => Number(e.id))).toEqual(mine);
    } finally {
      await s2.close();
      again.cleanup();
    }
  });
});
