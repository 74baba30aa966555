import type http from 'node:http';
import { bellCalls, withFastLane } from '../http/fast-lane';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const request = (method: string, url: string) => ({ method, url }) as http.IncomingMessage;
const response = {} as http.ServerResponse;

describe('bellCalls: what may skip the queue', () => {
  it.each([
    ['GET', '/mvp/notifications/mine/5'],
    ['GET', '/mvp/notifications/stream'],
    ['POST', '/mvp/notifications/stream-ticket'],
    ['OPTIONS', '/mvp/notifications/mine/5'],
    ['OPTIONS', '/mvp/notifications/stream-ticket'],
  ])('%s %s is a bell call', (method, path) => expect(bellCalls(method, path)).toBe(true));

  it.each([
    ['POST', '/mvp/notifications/mine/5'],
    ['POST', '/mvp/notifications/mine/5/read-all'],
    ['POST', '/mvp/notifications/9/read'],
    ['GET', '/mvp/notifications/mine/abc'],
    ['GET', '/mvp/notifications/mine/5/extra'],
    ['GET', '/notifications/mine/5'],
    ['POST', '/mvp/house-request/search'],
    ['GET', '/mvp/inboxProperty/5'],
    ['GET', '/mvp/notifications/stream-ticket'],
    ['OPTIONS', '/mvp/house-request/search'],
  ])('%s %s waits its turn', (method, path) => expect(bellCalls(method, path)).toBe(false));
});

describe('withFastLane', () => {
  function lane() {
    const seen: string[] = [];
    const listener = withFastLane((req) => void seen.push(req.url!));
    const send = (method: string, url: string) => listener(request(method, url), response);
    return { seen, send, listener };
  }

  it('answers a bell call at once, ahead of the calls that arrived before it', () => {
    const { seen, send } = lane();
    send('POST', '/mvp/house-request/search');
    send('GET', '/mvp/inboxProperty/5');
    send('GET', '/mvp/notifications/mine/5?page=1&pageSize=20');
    expect(seen).toEqual(['/mvp/notifications/mine/5?page=1&pageSize=20']);
  });

  it('starts the other calls one per turn of the loop, in arrival order, with bell calls in between', async () => {
    const { seen, send, listener } = lane();
    for (const id of [1, 2, 3]) send('POST', `/mvp/house-request/update/${id}`);
    expect(listener.waiting()).toBe(3);
    await nextTurn();
    expect(seen).toEqual(['/mvp/house-request/update/1']);
    send('GET', '/mvp/notifications/mine/7?afterEventId=3');
    expect(seen.at(-1)).toBe('/mvp/notifications/mine/7?afterEventId=3');
    await nextTurn();
    await nextTurn();
    expect(seen).toEqual([
      '/mvp/house-request/update/1',
      '/mvp/notifications/mine/7?afterEventId=3',
      '/mvp/house-request/update/2',
      '/mvp/house-request/update/3',
    ]);
    expect(listener.waiting()).toBe(0);
  });

  it('keeps the queue moving while bell calls keep coming', async () => {
    const { seen, send } = lane();
    send('GET', '/mvp/inboxProperty/1');
    send('GET', '/mvp/inboxProperty/2');
    for (let i = 0; i < 3; i++) {
      send('GET', `/mvp/notifications/mine/${i}`);
      await nextTurn();
    }
    expect(seen.filter((url) => url.startsWith('/mvp/inboxProperty/'))).toEqual([
      '/mvp/inboxProperty/1',
      '/mvp/inboxProperty/2',
    ]);
  });
});
