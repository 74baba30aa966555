import { EXPOSED_MODULES, REMOTE_NAMES, type ExposedModule, type RemoteName } from '../facts';
import type { OfferActionsProps, PropertyCardProps, PropertyMatchesProps, RequestCardProps } from './card-props';

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

/** A remote's declaration: every key it exposes (EXPOSED_MODULES) is a page unless `cards` gives its props. */
type Declaration<R extends RemoteName, C> = {
  readonly [M in ExposedModule<R>]: M extends keyof C ? C[M] : Exposed<PageProps>;
};
function declare<R extends RemoteName, C extends { [M in ExposedModule<R>]?: Exposed<unknown> }>(
  remote: R,
  cards: C,
): Declaration<R, C> {
  const modules: readonly string[] = EXPOSED_MODULES[remote];
  return Object.fromEntries(
    modules.map((key) => [key, (cards as Record<string, Exposed<unknown>>)[key] ?? page]),
  ) as Declaration<R, C>;
}

/**
 * THE public API of every remote: its exposed keys are EXPOSED_MODULES (shared/src/facts.ts, the list
 * each remote's webpack `exposes` is derived from: key → ./src/expose/<key>.tsx, a key without a file or
 * a file without a key fails the build); here each key gets its props type, and the typed mount
 * `<RemoteModule remote module props />` checks `props` against it. The release tooling reads this
 * type (platform/src/releases/contract.ts). Keep it free of run-time imports but the facts.
 */
export const REMOTE_DECLARATIONS = {
  mf_requests: declare('mf_requests', { 'request-card': takes<RequestCardProps>() }),
  mf_properties: declare('mf_properties', { 'property-card': takes<PropertyCardProps>() }),
  mf_inbox: declare('mf_inbox', { 'offer-actions': takes<OfferActionsProps>() }),
  mf_account: declare('mf_account', { 'property-matches': takes<PropertyMatchesProps>() }),
} as const satisfies Record<RemoteName, Record<string, Exposed<unknown>>>;

type Declarations = typeof REMOTE_DECLARATIONS;
export type { RemoteName };
export type ModuleName<R extends RemoteName> = keyof Declarations[R] & string;
/** Props of the default export of `remote/module`. */
export type RemoteProps<R extends RemoteName, M extends ModuleName<R>> =
  Declarations[R][M] extends Exposed<infer P> ? P : never;

export { REMOTE_NAMES };

/** The exposed keys of a remote, as declared. */
export function exposedKeysOf(remote: RemoteName): string[] {
  return [...EXPOSED_MODULES[remote]];
}
