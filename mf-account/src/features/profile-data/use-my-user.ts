import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type User, type UserUpdate } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { userQueries } from '../../lib/user-queries';
import { useSession } from '@lotengo/shared/session';
import { useIdentityUser } from '../../lib/use-identity-user';

/**
 * The full product user of whoever is signed in. The session keeps only code, names and avatar
 * (docs/product/entities.md); the phone and email shown on the profile come from GET /users/getUserByUuid/{uid}.
 */
export function useMyUser() {
  const { user: who, ready } = useIdentityUser();
  const uid = who?.uid ?? '';
  const query = useQuery(userQueries.byUid(uid));
  return { ...query, uid, identityReady: ready };
}

/** POST /users/user-update; on success the cached user and the session (header name, avatar) follow. */
export function useUpdateMyUser(uid: string) {
  const queryClient = useQueryClient();
  const setUser = useSession((s) => s.setUser);
  return useMutation({
    mutationFn: (change: UserUpdate) => api.updateUser(change),
    onSuccess: (user: User) => {
      queryClient.setQueryData(userQueries.byUid(uid).queryKey, user);
      setUser(user);
    },
  });
}
