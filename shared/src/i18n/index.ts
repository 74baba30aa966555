import { common } from './common';
import { toasts } from './toasts';
import { validation } from './validation';
import { formTexts } from './form';
import { pageHeadings } from './headings';

export type { ToastKey, ToastText } from './toasts';
export { common, toasts, validation, pageHeadings, formTexts };
export { propertyLinkTexts } from './property-link';
export { activeSince, days } from './freshness';
export { areaNames } from './areas';
export { offerTexts } from './offers';

/**
 * The texts several areas share (docs/architecture.md §8): the toasts of docs/product/texts.md, the validation messages
 * of docs/product/rules.md, the common words, the form kit's and the signed-in pages' headings. Each area's own texts
 * live in its app (shell/src/texts.ts, mf-inbox/src/texts.ts, …) and travel with it; this package bundles into each app
 * only what that app imports.
 */
export const messages = {
  common,
  toasts,
  validation,
  form: formTexts,
  headings: pageHeadings,
} as const;
