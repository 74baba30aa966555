import type { PropertyCardProps, RequestCardProps } from './card-props';

/**
 * Phantom marker of an exposed module: `P` is the props type of its default export. The value is an
 * empty object; only its keys (the exposed names) exist at run time.
 */
export interface Exposed<P> {
  readonly __props?: P;
}

/** A page takes no props: it reads what it needs from the route through the shared router. */
export type PageProps = Record<string, never>;

const page: Exposed<PageProps> = {};
const takes = <P>(): Exposed<P> => ({});

/**
 * THE public API of every remote, written once. Each remote's webpack `exposes` is derived from it
 * (shared/build/remotes.ts: key → ./src/expose/<key>.tsx, a key without a file or a file without a key
 * fails the build), and the typed mount `<RemoteModule remote module props />` checks `props` against it.
 * Node reads this file at build time: keep it free of run-time imports.
 */
export const REMOTE_DECLARATIONS = {
  mf_requests: {
    /** The home page's request-search section and public list; renders id HOME_REQUESTS_ANCHOR. */
    'home-search': page,
    'index-page': page,
    'requests-page': page,
    'request-create-page': page,
    'request-edit-page': page,
    'my-requests-page': page,
    /** Needs a router around it (Editar is a link). */
    'request-card': takes<RequestCardProps>(),
  },
  mf_properties: {
    'property-create-page': page,
    'properties-page': page,
    /** /page/property-edit/{id} (issue 7): owner only. */
    'property-edit-page': page,
    'property-card': takes<PropertyCardProps>(),
  },
  mf_inbox: {
    'inbox-page': page,
  },
  mf_account: {
    'login-page': page,
    'registry-page': page,
    'contact-page': page,
    'profile-page': page,
  },
} as const satisfies Record<string, Record<string, Exposed<unknown>>>;

type Declarations = typeof REMOTE_DECLARATIONS;
export type RemoteName = keyof Declarations;
export type ModuleName<R extends RemoteName> = keyof Declarations[R] & string;
/** Props of the default export of `remote/module`. */
export type RemoteProps<R extends RemoteName, M extends ModuleName<R>> =
  Declarations[R][M] extends Exposed<infer P> ? P : never;

export const REMOTE_NAMES = Object.keys(REMOTE_DECLARATIONS) as RemoteName[];

/** The exposed keys of a remote, as declared. */
export function exposedKeysOf(remote: RemoteName): string[] {
  return Object.keys(REMOTE_DECLARATIONS[remote]);
}
