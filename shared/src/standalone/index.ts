/**
 * @lotengo/shared/standalone: what a remote's standalone mount (its team's dev server) uses and its
 * production pages do not, so none of it is on a visitor's first load.
 */
export { StandaloneHeader, type StandaloneHeaderProps } from './standalone-header';
export { StandalonePages, type StandaloneRoute } from './standalone-pages';
export { StandaloneSession, DEMO_OPT_OUT_KEY } from './standalone-session';
export { DEMO_ACCOUNTS, DEMO_ACCOUNT_PASSWORD, type DemoAccount } from './demo-accounts';
