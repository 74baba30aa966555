import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@lotengo/shared';
import { makeNotification, renderWithProviders } from '@lotengo/shared/testing';
import { leaveFor } from '../leave-for';
import { MARK_READ_WAIT_MS, NotificationItems } from '../notification-item';

jest.mock('../leave-for', () => ({ leaveFor: jest.fn() }));
const left = jest.mocked(leaveFor);

const PAGE = '/solicitud/25-busco-departamento-en-alquiler-en-miraflores';
const match = (readAt: string | null) =>
  makeNotification({ notificationId: 9, kind: 'request-match', title: 'Una solicitud encaja', link: PAGE, readAt });

/** Whether the app left the click to the browser (then stopped here: jsdom cannot navigate). */
const browserFollowed: boolean[] = [];
const stopNavigation = (e: MouseEvent) => {
  browserFollowed.push(!e.defaultPrevented);
  e.preventDefault();
};
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  browserFollowed.length = 0;
  left.mockReset();
  jest.useRealTimers();
});

describe('a notification about a request', () => {
  it("opens the request's own page with a real link, once «read» is saved", async () => {
    let saved: () => void = () => undefined;
    const markRead = jest.fn(() => new Promise<void>((resolve) => (saved = resolve)));
    renderWithProviders(<NotificationItems items={[match(null)]} markRead={markRead} />);
    const link = screen.getByRole('link', { name: 'No leída: Una solicitud encaja' });
    // A document of its own (server-rendered, crawlable), not an app route: a real href a new tab can open.
    expect(link).toHaveAttribute('href', PAGE);
    await userEvent.click(link);
    expect(markRead).toHaveBeenCalledWith(9);
    expect(browserFollowed).toEqual([false]);
    expect(left).not.toHaveBeenCalled();
    await act(async () => saved());
    expect(left).toHaveBeenCalledWith(PAGE);
  });

  it('leaves anyway when saving «read» takes too long, and at once when it was read already', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = renderWithProviders(
      <NotificationItems items={[match(null)]} markRead={() => new Promise(() => undefined)} />,
    );
    await user.click(screen.getByRole('link', { name: /Una solicitud encaja/ }));
    expect(left).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(MARK_READ_WAIT_MS));
    expect(left).toHaveBeenCalledWith(PAGE);
    unmount();
    left.mockReset();
    const markRead = jest.fn();
    renderWithProviders(<NotificationItems items={[match('2026-11-25T10:00:00.000Z')]} markRead={markRead} />);
    // Read already: nothing to wait for, the browser follows the link itself.
    await user.click(screen.getByRole('link', { name: 'Una solicitud encaja' }));
    expect(markRead).not.toHaveBeenCalled();
    expect(left).not.toHaveBeenCalled();
    expect(browserFollowed).toEqual([false, true]);
  });

  it("opening it in another tab marks it read and keeps this page; the app's own routes stay in the app", async () => {
    const markRead = jest.fn(async () => undefined);
    const inbox = makeNotification({ notificationId: 4, title: 'Te enviaron una propiedad', link: paths.inbox });
    const user = userEvent.setup();
    renderWithProviders(<NotificationItems items={[match(null), inbox]} markRead={markRead} />);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: /Una solicitud encaja/ }));
    await user.keyboard('{/Control}');
    expect(markRead).toHaveBeenCalledWith(9);
    expect(left).not.toHaveBeenCalled();
    expect(browserFollowed).toEqual([true]);
    await user.click(screen.getByRole('link', { name: /Te enviaron una propiedad/ }));
    expect(markRead).toHaveBeenCalledWith(4);
    expect(left).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(paths.inbox);
  });
});
