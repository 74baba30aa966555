import { common } from './common';
import { toasts } from './toasts';
import { validation } from './validation';
import { shellTexts } from './shell';
import { accountTexts } from './account';
import { requestsTexts } from './requests';
import { propertiesTexts } from './properties';
import { inboxTexts } from './inbox';
import { formTexts } from './form';
import { profileTexts } from './profile';

export type { ToastKey, ToastText } from './toasts';

/**
 * The one message catalogue (ARCHITECTURE §8). Each area keeps its texts in its own file so teams
 * do not edit the same lines; everything a person reads comes from here.
 */
export const messages = {
  common,
  toasts,
  validation,
  shell: shellTexts,
  account: accountTexts,
  requests: requestsTexts,
  properties: propertiesTexts,
  inbox: inboxTexts,
  form: formTexts,
  profile: profileTexts,
} as const;
