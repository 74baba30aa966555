import { RemoteMount, type RemoteMountProps } from '../remotes/remote-mount';
import type { ModuleName, RemoteName } from '../remotes/remote-types';
import { useDocumentTitle } from '../lib/use-document-title';

type RemotePageProps<R extends RemoteName, M extends ModuleName<R>> = RemoteMountProps<R, M> & { title: string };

/** A route whose whole content is one remote page: sets the document title, then mounts it. */
export function RemotePage<R extends RemoteName, M extends ModuleName<R>>({ title, ...mount }: RemotePageProps<R, M>) {
  useDocumentTitle(title);
  return <RemoteMount {...(mount as RemoteMountProps<R, M>)} />;
}
