import { useQueryClient } from '@tanstack/react-query';
import { api } from '@lotengo/shared/api';
import { apiErrorMessage } from '@lotengo/shared/http';
import { notify } from '@lotengo/shared/notify';
import { markReadInCaches, notificationQueries, setUnread, unreadOf } from './notification-queries';

/**
 * Mark one notification (or all) as read: shown read at once; the answer's unread count wins, and a
 * failure puts the lists back as the server has them, with its reason.
 */
export function useMarkRead(userCode: number) {
  const client = useQueryClient();
  const run = async (target: number | 'all', wasUnread: boolean) => {
    const before = unreadOf(client, userCode);
    const optimistic = target === 'all' ? 0 : Math.max(0, before - (wasUnread ? 1 : 0));
    markReadInCaches(client, userCode, target, optimistic, new Date().toISOString());
    try {
      const { unread } =
        target === 'all' ? await api.markAllNotificationsRead(userCode) : await api.markNotificationRead(target);
      setUnread(client, userCode, unread);
    } catch (err) {
      notify.error(apiErrorMessage(err));
      void client.invalidateQueries({ queryKey: notificationQueries.all(userCode) });
    }
  };
  return {
    markRead: (notificationId: number, wasUnread = true) => run(notificationId, wasUnread),
    markAllRead: () => run('all', true),
  };
}
