import type { Attributes, ReactNode } from 'react';
import { RemoteModule, type ModuleName, type RemoteModuleProps, type RemoteName } from '@lotengo/shared/remotes';
import { useDocumentTitle } from '../lib/use-document-title';
import { PageSkeleton } from './page-skeleton';

type RemotePageProps<R extends RemoteName, M extends ModuleName<R>> = RemoteModuleProps<R, M> & {
  title: string;
  /** The page's <h1>, shown while its remote loads (page-skeleton.tsx). */
  heading?: string;
  /** What shows while it loads instead (a page with a skeleton of its own). */
  loading?: ReactNode;
};

/** A route whose whole content is one remote page: sets the document title, then mounts it. */
export function RemotePage<R extends RemoteName, M extends ModuleName<R>>({
  title,
  heading,
  loading: own,
  ...mount
}: RemotePageProps<R, M>) {
  useDocumentTitle(title);
  const loading = own ?? (heading === undefined ? undefined : <PageSkeleton heading={heading} />);
  // `& Attributes`: TS cannot tell on its own that a still-generic conditional props type accepts `key`.
  return <RemoteModule<R, M> {...({ ...mount, loading } as RemoteModuleProps<R, M> & Attributes)} />;
}
