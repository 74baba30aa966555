import type { Request } from 'express';
import { authOf } from '../auth/middleware';
import type { Store } from '../db/store';
import type { Catalog } from '../domain/catalog';
import type { ViewContext } from '../domain/views';
import { absolutizer } from '../http/urls';

/** What every route module receives from createApp. */
export interface Deps {
  store: Store;
  catalog: Catalog;
  uploadsDir: string;
  publicApiUrl?: string;
}

export function viewContext(req: Request, deps: Deps): ViewContext {
  const users = deps.store.state.users;
  return {
    catalog: deps.catalog,
    abs: absolutizer(req, deps.publicApiUrl),
    userByCode: (code) => users.find((u) => u.userCode === code),
  };
}

export const isSignedIn = (req: Request): boolean => authOf(req).identity !== null;

/** Newest first. Ids are handed out in creation order (seed included), so the highest id is the newest. */
export function newestFirst<T>(list: readonly T[], id: (x: T) => number): T[] {
  return [...list].sort((a, b) => id(b) - id(a));
}
