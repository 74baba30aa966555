// The modal and its host are not exported: they load on demand (use-lo-tengo.tsx), never with the page.
export { useLoTengo } from './use-lo-tengo';
export { useLoTengoLink } from './use-lo-tengo-link';
