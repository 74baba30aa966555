import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, type Notification } from '@lotengo/shared';
import { OWNER, fakeApi, renderWithProviders, signIn } from '@lotengo/shared/testing';
import { NotificationsPage } from '../notifications-page';

const note = (id: number): Notification => ({
  notificationId: id,
  userCode: OWNER.userCode,
  kind: 'request-match',
  subject: { houseRequestId: id, propertyId: 1 },
  title: `Una solicitud encaja con tu propiedad ${id}`,
  body: 'Alguien busca un departamento en alquiler en Miraflores.',
  link: paths.requestLoTengo(id),
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt: id % 2 ? null : '2026-11-21T10:00:00.000Z',
  eventId: id,
});

describe('/page/notificaciones', () => {
  beforeEach(() => signIn(OWNER));

  it('lists twenty at a time, newest first, and loads the next page on demand', async () => {
    const all = Array.from({ length: 25 }, (_, i) => note(25 - i));
    const calls = fakeApi({
      getNotifications: async (_user, query = {}) => {
        const p = query.page ?? 1;
        return {
          items: all.slice((p - 1) * 20, p * 20),
          page: p,
          pageSize: 20,
          total: all.length,
          unread: 13,
          lastEventId: 0,
        };
      },
    });
    renderWithProviders(<NotificationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('13 sin leer de 25')).toBeInTheDocument();
    expect(
      within(list).getByRole('link', { name: 'No leída: Una solicitud encaja con tu propiedad 25' }),
    ).toHaveAttribute('href', paths.requestLoTengo(25));

    await userEvent.click(screen.getByRole('button', { name: 'Ver más notificaciones' }));
    expect(
      await within(list).findByRole('link', { name: 'No leída: Una solicitud encaja con tu propiedad 1' }),
    ).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Ver más notificaciones' })).not.toBeInTheDocument();
    expect(calls.getNotifications).toHaveBeenCalledWith(OWNER.userCode, { page: 2, pageSize: 20 });
  });

  it('marks all as read', async () => {
    const calls = fakeApi({
      getNotifications: async () => ({
        items: [note(3), note(2)],
        page: 1,
        pageSize: 20,
        total: 2,
        unread: 1,
        lastEventId: 0,
      }),
      markAllNotificationsRead: async () => ({ updated: 1, unread: 0 }),
    });
    renderWithProviders(<NotificationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar todas como leídas' }));
    expect(calls.markAllNotificationsRead).toHaveBeenCalledWith(OWNER.userCode);
    expect(await screen.findByText('0 sin leer de 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Marcar como leída/ })).not.toBeInTheDocument();
  });

  it('says when there are none, and offers a retry when they cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      getNotifications: async () => {
        if (fail) throw new Error('sin red');
        return { items: [], page: 1, pageSize: 20, total: 0, unread: 0, lastEventId: 0 };
      },
    });
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('No se pudieron cargar las notificaciones.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No tienes notificaciones.')).toBeInTheDocument();
  });
});
