/**
 * @lotengo/shared/standalone: what a remote's standalone mount (its team's dev server) uses and its
 * production pages do not, so none of it is on a visitor's first load.
 */
export { StandaloneHeader, type StandaloneHeaderProps } from './standalone-header';
export { StandalonePages, type StandaloneRoute } from './standalone-pages';
