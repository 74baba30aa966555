/** Everything a journey needs: `import { test, expect, login, … } from '../support';` */
export { test, expect, type Page, type Browser, type BrowserContext, type Locator } from '@playwright/test';
export { checkA11y, type A11yOptions } from './a11y';
export {
  addHours,
  callApi,
  hoursOf,
  idTokenOf,
  inboxOf,
  propertiesOf,
  propertyOf,
  propertyPayload,
  publishProperty,
  publishRequest,
  reopenProperty,
  requestOf,
  requestPayload,
  requestsOf,
  sendOffer,
  sendToInbox,
  sentByMe,
  unreadOf,
  uploadPhoto,
  userCodeOf,
  type Caller,
  type CallOptions,
} from './api';
export { E2E_PORTS, E2E_URLS } from './env';
export { serveGoogleApiStandIn } from './google-api-stand-in';
export { expectToast, dismissToasts, toast } from './toasts';
export {
  expectVisitorHeader,
  fillLogin,
  greeting,
  login,
  loginThroughForm,
  logout,
  openMobileMenuIfAny,
  register,
} from './session';
export { startService, stopService, serviceStatus } from './stack-control';
export {
  credentialsOf,
  DEMO_PASSWORD,
  demoUser,
  newUser,
  type Credentials,
  type DemoUser,
  type NewUser,
} from './users';
export { paths } from '@lotengo/shared/routing';
export { messages } from '@lotengo/shared/i18n';
