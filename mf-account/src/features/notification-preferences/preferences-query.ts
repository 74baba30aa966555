import type { NotificationPreferences } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';

/** Both channels' choices come in one answer: the site's switches and the e-mail frequencies share it. */
export const preferencesQuery = (userCode: number) => ({
  queryKey: ['notification-preferences', userCode] as const,
  queryFn: (): Promise<NotificationPreferences> => api.getNotificationPreferences(userCode),
});
