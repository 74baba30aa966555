import type { NotificationPreferences } from '@lotengo/shared';
import type { EmailStatus } from '@lotengo/shared/contracts/alerts';
import { api } from '@lotengo/shared/api';

/** Both channels' choices come in one answer: the site's switches and the e-mail frequencies share it. */
export const preferencesQuery = (userCode: number) => ({
  queryKey: ['notification-preferences', userCode] as const,
  queryFn: (): Promise<NotificationPreferences> => api.getNotificationPreferences(userCode),
});

/** Whether the member's address gets mail (unverified, suppressed), read on its own: it changes apart. */
export const emailStatusQuery = (userCode: number) => ({
  queryKey: ['email-status', userCode] as const,
  queryFn: (): Promise<EmailStatus> => api.getEmailStatus(userCode),
});
