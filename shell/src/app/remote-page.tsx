import type { Attributes } from 'react';
import { RemoteModule, type ModuleName, type RemoteModuleProps, type RemoteName } from '@lotengo/shared/remotes';
import { useDocumentTitle } from '../lib/use-document-title';

type RemotePageProps<R extends RemoteName, M extends ModuleName<R>> = RemoteModuleProps<R, M> & { title: string };

/** A route whose whole content is one remote page: sets the document title, then mounts it. */
export function RemotePage<R extends RemoteName, M extends ModuleName<R>>({ title, ...mount }: RemotePageProps<R, M>) {
  useDocumentTitle(title);
  // `& Attributes`: TS cannot tell on its own that a still-generic conditional props type accepts `key`.
  return <RemoteModule<R, M> {...(mount as RemoteModuleProps<R, M> & Attributes)} />;
}
