import { common } from './common';
import { toasts } from './toasts';
import { validation } from './validation';
import { shellTexts } from './shell';
import { requestsTexts } from './requests';
import { formTexts } from './form';
import { pageHeadings } from './headings';

export type { ToastKey, ToastText } from './toasts';

/**
 * The one message catalogue (ARCHITECTURE §8). Each area keeps its texts in its own file so teams
 * do not edit the same lines; everything a person reads comes from here. `messages` holds what the
 * shell and the first screens need; the texts of the account, properties, inbox and profile areas are
 * their own entries (`@lotengo/shared/i18n/<area>`), loaded with the remote that shows them, so a
 * visitor's first load does not carry every screen's words.
 */
export const messages = {
  common,
  toasts,
  validation,
  shell: shellTexts,
  requests: requestsTexts,
  form: formTexts,
  headings: pageHeadings,
} as const;
