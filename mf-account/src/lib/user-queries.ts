import { queryOptions } from '@tanstack/react-query';
import { api } from '@lotengo/shared/api';

const root = ['users'] as const;

/** Product users (docs/product/entities.md): the profile's own queries (mf-account alone asks for a user by uid). */
export const userQueries = {
  all: () => root,
  /** GET /users/getUserByUuid/{uid}: the full user (phone, email) of an identity; null when not registered. */
  byUid: (uid: string) =>
    queryOptions({ queryKey: [...root, 'uid', uid], queryFn: () => api.getUserByUid(uid), enabled: Boolean(uid) }),
};
