const getIdToken = jest.fn<Promise<string | null>, []>();
jest.mock('../../identity', () => ({ identity: { getIdToken: () => getIdToken(), signOut: async () => undefined } }));
jest.mock('../../notify', () => ({ notify: { warning: jest.fn() } }));

import { api } from '..';
import { ApiError } from '../../http';
import { defaultEmailFrequencies, defaultNotificationKinds } from '../../contracts/alerts';
import { setRuntimeConfig } from '../../config';
import { config, fake, installFakeTransport, resetFakeTransport, sent } from './support/fake-http';

installFakeTransport();

beforeEach(() => {
  resetFakeTransport();
  getIdToken.mockReset().mockResolvedValue('id-token');
  setRuntimeConfig(config('http://api.test/mvp'));
});

const notification = {
  notificationId: 7,
  userCode: 2,
  kind: 'offer-received',
  subject: { idInboxProperty: 3, propertyId: 4, houseRequestId: 5 },
  title: 'Te enviaron una propiedad',
  body: 'Te ofrecen departamento en alquiler en Miraflores.',
  link: '/page/buzon',
  createdAt: '2026-11-25T10:00:00.000Z',
  readAt: null,
  eventId: 12,
};

describe('request freshness and notification calls', () => {
  it('pause, close, reopen and renew post to the request’s own path and parse the new state', async () => {
    fake.answer = () => ({
      data: {
        houseRequestId: 5,
        state: 'paused',
        lastActiveAt: '2026-11-25T10:00:00.000Z',
        expiresAt: '2027-01-24T10:00:00.000Z',
        changedOffers: 1,
      },
    });
    expect((await api.pauseHouseRequest(5)).state).toBe('paused');
    await api.closeHouseRequest(5);
    await api.reopenHouseRequest(5);
    await api.renewHouseRequest(5);
    expect(sent.map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /house-request/5/pause',
      'post /house-request/5/close',
      'post /house-request/5/reopen',
      'post /house-request/5/renew',
    ]);
  });

  it('a 409 with the Spanish reason becomes the ApiError message', async () => {
    fake.answer = () => ({
      status: 409,
      data: { message: 'Esta solicitud está cerrada: su autor ya encontró lo que buscaba', field: 'houseRequestId' },
    });
    const err = await api.sendToInbox({ propertyId: 4, userCode: 3, houseRequestId: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 409,
      message: 'Esta solicitud está cerrada: su autor ya encontró lo que buscaba',
    });
  });

  it('lists my notifications with paging and afterEventId; marks one and all read', async () => {
    fake.answer = () => ({
      data: { items: [notification], page: 1, pageSize: 20, total: 1, unread: 1, lastEventId: 0 },
    });
    const page = await api.getNotifications(2, { afterEventId: 10 });
    expect(page.items[0]).toEqual(notification);
    expect(sent[0]).toMatchObject({ method: 'get', url: '/notifications/mine/2', params: { afterEventId: 10 } });
    fake.answer = () => ({ data: { updated: 1, unread: 0 } });
    expect(await api.markNotificationRead(7)).toEqual({ updated: 1, unread: 0 });
    await api.markAllNotificationsRead(2);
    expect(sent.slice(1).map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /notifications/7/read',
      'post /notifications/mine/2/read-all',
    ]);
  });

  it('preferences: PUT only what changes; a kind that does not exist is refused before sending', async () => {
    const kinds = { ...defaultNotificationKinds(), 'request-match': false };
    fake.answer = () => ({ data: { userCode: 2, kinds, email: defaultEmailFrequencies(), summary: true } });
    await api.setNotificationPreferences(2, { 'request-match': false });
    expect(sent[0]).toMatchObject({ method: 'put', url: '/notifications/preferences/2' });
    expect(JSON.parse(sent[0]!.data as string)).toEqual({ kinds: { 'request-match': false } });
    await expect(api.setNotificationPreferences(2, { nada: true } as never)).rejects.toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(1);
  });

  it(
    'e-mail preferences: PUT only the e-mail kinds that change; a frequency that does ' + 'not exist is refused',
    async () => {
      const email = { ...defaultEmailFrequencies(), 'offer-received': 'daily' as const };
      fake.answer = () => ({ data: { userCode: 2, kinds: defaultNotificationKinds(), email, summary: true } });
      expect((await api.setEmailPreferences(2, { 'offer-received': 'daily' })).email).toEqual(email);
      expect(JSON.parse(sent[0]!.data as string)).toEqual({ email: { 'offer-received': 'daily' } });
      await expect(api.setEmailPreferences(2, { 'offer-received': 'weekly' } as never)).rejects.toBeInstanceOf(
        ApiError,
      );
      expect(sent).toHaveLength(1);
    },
  );

  it('the daily summary on or off, the e-mail status and its reactivation', async () => {
    fake.answer = () => ({
      data: { userCode: 2, kinds: defaultNotificationKinds(), email: defaultEmailFrequencies(), summary: false },
    });
    expect((await api.setEmailSummary(2, false)).summary).toBe(false);
    expect(JSON.parse(sent[0]!.data as string)).toEqual({ summary: false });
    const status = { userCode: 2, address: 'diego@lotengo.test', state: 'active' };
    fake.answer = () => ({ data: status });
    expect(await api.getEmailStatus(2)).toEqual(status);
    expect(await api.reactivateEmail(2)).toEqual(status);
    expect(sent.slice(1).map((c) => `${c.method} ${c.url}`)).toEqual([
      'get /notifications/email-status/2',
      'post /notifications/email-status/2/reactivate',
    ]);
    fake.answer = () => ({ data: { ...status, state: 'perdido' } });
    await expect(api.getEmailStatus(2)).rejects.toBeInstanceOf(ApiError);
  });

  it('the stream URL carries a fresh ticket (and the last event id to resume), never the ID token', async () => {
    fake.answer = () => ({ data: { ticket: 'a'.repeat(32), expiresInSeconds: 30 } });
    const url = await api.getStreamUrl(41);
    expect(url).toBe(`http://api.test/mvp/notifications/stream?ticket=${'a'.repeat(32)}&lastEventId=41`);
    expect(url).not.toContain('id-token');
    expect(sent[0]).toMatchObject({ method: 'post', url: '/notifications/stream-ticket' });
    // 0 is a position too (resume after event 0); no position means live from now.
    expect(await api.getStreamUrl(0)).toMatch(/&lastEventId=0$/);
    expect(await api.getStreamUrl()).not.toContain('lastEventId');
  });
});
