import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerQueries, paths, type Notification } from '@lotengo/shared';
import {
  SEEKER as ANA,
  fakeApi,
  makeNotification,
  makeNotificationPage,
  renderWithProviders,
  signIn,
} from '@lotengo/shared/testing';
import { SiteHeader } from '../site-header';

const note = (id: number, over: Partial<Notification> = {}) =>
  makeNotification({
    notificationId: id,
    userCode: ANA.userCode,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...over,
  });
const page = makeNotificationPage;

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  close() {}
  push(name: string, data: unknown, id: number) {
    const e = new MessageEvent(name, { data: JSON.stringify(data), lastEventId: String(id) });
    for (const fn of this.listeners.get(name) ?? []) fn(e);
  }
}

const bell = (name: RegExp | string) => screen.findByRole('button', { name });

describe('the notification bell', () => {
  beforeEach(() => signIn(ANA));
  afterEach(() => {
    delete (window as { EventSource?: unknown }).EventSource;
    FakeEventSource.last = null;
  });

  it('names the unread count, opens a panel with the latest, and closes with Escape back on the bell', async () => {
    const calls = fakeApi({
      getInboxUnreadCount: async () => 0,
      // No EventSource in jsdom: the channel polls for what came after the newest one shown.
      getNotifications: async (_user, query) =>
        query?.afterEventId !== undefined
          ? page([], 3)
          : page([note(3), note(2), note(1, { readAt: '2026-11-25T10:00:00.000Z' })], 2),
    });
    renderWithProviders(<SiteHeader />);
    const button = await bell('Notificaciones, 2 nuevas');
    expect(calls.getNotifications).toHaveBeenCalledWith(ANA.userCode, { page: 1, pageSize: 5 });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Últimas notificaciones' })).not.toBeInTheDocument();

    await userEvent.click(button);
    const panel = screen.getByRole('region', { name: 'Últimas notificaciones' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = within(panel).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'No leída: Te enviaron una propiedad 3',
      'No leída: Te enviaron una propiedad 2',
      'Te enviaron una propiedad 1',
      'Ver todas las notificaciones',
    ]);
    expect(links[0]).toHaveAttribute('href', paths.inbox);
    expect(within(panel).getByRole('link', { name: 'Ver todas las notificaciones' })).toHaveAttribute(
      'href',
      paths.notifications,
    );
    expect(within(panel).getAllByText('hace 5 minutos')).toHaveLength(3);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Últimas notificaciones' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('marks one read, then all read, and the name follows', async () => {
    const calls = fakeApi({
      getInboxUnreadCount: async () => 0,
      getNotifications: async (_user, query) =>
        query?.afterEventId !== undefined ? page([], 2) : page([note(3), note(2)], 2),
      markNotificationRead: async () => ({ updated: 1, unread: 1 }),
      markAllNotificationsRead: async () => ({ updated: 1, unread: 0 }),
    });
    renderWithProviders(<SiteHeader />);
    await userEvent.click(await bell('Notificaciones, 2 nuevas'));
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como leída: Te enviaron una propiedad 3' }));
    expect(calls.markNotificationRead).toHaveBeenCalledWith(3);
    expect(await bell('Notificaciones, 1 nueva')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Marcar como leída: Te enviaron una propiedad 3' }),
    ).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(calls.markAllNotificationsRead).toHaveBeenCalledWith(ANA.userCode);
    expect(await bell('Notificaciones')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Marcar como leída/ })).not.toBeInTheDocument();
  });

  it('puts a failed mark back as the server has it, with its reason', async () => {
    fakeApi({
      getInboxUnreadCount: async () => 0,
      getNotifications: async () => page([note(3)], 1),
      markNotificationRead: async () => {
        throw new Error('sin red');
      },
    });
    renderWithProviders(<SiteHeader />);
    await userEvent.click(await bell('Notificaciones, 1 nueva'));
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como leída: Te enviaron una propiedad 3' }));
    expect(await screen.findByText(/Ocurrió un error|inesperado/i)).toBeInTheDocument();
    expect(await bell('Notificaciones, 1 nueva')).toBeInTheDocument();
  });

  it('counts a notification that arrives on the stream without a reload, and says it to screen readers', async () => {
    (window as { EventSource?: unknown }).EventSource = FakeEventSource;
    const calls = fakeApi({
      getInboxUnreadCount: async () => 0,
      getNotifications: async () => page([note(4)], 1),
      getStreamUrl: async (after) => `http://api.test/notifications/stream?ticket=t&lastEventId=${after}`,
    });
    renderWithProviders(<SiteHeader />);
    await bell('Notificaciones, 1 nueva');
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    // It resumes after the newest notification it shows.
    expect(calls.getStreamUrl).toHaveBeenCalledWith(4);

    act(() =>
      FakeEventSource.last!.push(
        'notification',
        { notification: note(9, { kind: 'request-match', title: 'Una solicitud encaja con tu propiedad' }), unread: 2 },
        9,
      ),
    );
    expect(await bell('Notificaciones, 2 nuevas')).toBeInTheDocument();
    expect(screen.getByText('Nueva notificación: Una solicitud encaja con tu propiedad')).toHaveAttribute(
      'role',
      'status',
    );
    // The same event again (a replay) is not counted twice.
    act(() => FakeEventSource.last!.push('notification', { notification: note(9), unread: 2 }, 9));
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones, 2 nuevas' }));
    expect(
      within(screen.getByRole('region', { name: 'Últimas notificaciones' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('with no notification yet, resumes from where its first answer stands, not live from the opening', async () => {
    (window as { EventSource?: unknown }).EventSource = FakeEventSource;
    const calls = fakeApi({
      getInboxUnreadCount: async () => 0,
      // A brand-new member: nothing of theirs, while others' events went up to 37.
      getNotifications: async () => page([], 0, 0, 37),
      getStreamUrl: async (after) => `http://api.test/notifications/stream?ticket=t&lastEventId=${after}`,
    });
    renderWithProviders(<SiteHeader />);
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    // What was made between that answer and the stream's opening is replayed after 37.
    expect(calls.getStreamUrl).toHaveBeenCalledWith(37);
    act(() => FakeEventSource.last!.push('notification', { notification: note(38), unread: 1 }, 38));
    expect(await bell('Notificaciones, 1 nueva')).toBeInTheDocument();
  });

  it('opens the stream live (no position) when its first answer failed', async () => {
    (window as { EventSource?: unknown }).EventSource = FakeEventSource;
    const calls = fakeApi({
      getInboxUnreadCount: async () => 0,
      getNotifications: async () => {
        throw new Error('sin red');
      },
      getStreamUrl: async () => 'http://api.test/notifications/stream?ticket=t',
    });
    renderWithProviders(<SiteHeader />);
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    expect(calls.getStreamUrl).toHaveBeenCalledWith(undefined);
  });

  it('moves the Mis Ofertas badge when an offer event arrives', async () => {
    (window as { EventSource?: unknown }).EventSource = FakeEventSource;
    let unreadOffers = 0;
    fakeApi({
      getInboxUnreadCount: async () => unreadOffers,
      getNotifications: async () => page([], 0),
      getStreamUrl: async () => 'http://api.test/notifications/stream?ticket=t',
    });
    const { queryClient } = renderWithProviders(<SiteHeader />);
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    unreadOffers = 1;
    const offer = {
      change: 'created',
      role: 'seeker',
      idInboxProperty: 5,
      houseRequestId: 2,
      propertyId: 3,
      isAccepted: 0,
      requestState: 'active',
      inboxUnread: 1,
    };
    act(() => FakeEventSource.last!.push('offer', offer, 12));
    expect(await screen.findByRole('link', { name: /^Mis Ofertas ?, 1 nueva$/ })).toHaveAttribute('href', paths.inbox);
    expect(queryClient.getQueryData(offerQueries.unread(ANA.userCode).queryKey)).toBe(1);
  });

  it('is not there for a visitor, who asks for nothing', () => {
    const calls = fakeApi({});
    renderWithProviders(<SiteHeader />, { session: 'visitor' });
    expect(screen.queryByRole('button', { name: /^Notificaciones/ })).not.toBeInTheDocument();
    expect(calls.getNotifications).not.toHaveBeenCalled();
  });
});
