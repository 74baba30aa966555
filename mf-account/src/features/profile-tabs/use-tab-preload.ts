import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { houseRequestQueries, propertyQueries } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import { preloadRemoteModule } from '@lotengo/shared/remotes';
import { useProfileTab } from './use-profile-tab';

/**
 * The open tab's list would otherwise wait for the profile's user record (its userCode) and then load
 * another remote's cards: from the page's first render, its list is asked for with the session's
 * userCode and the cards' code is fetched, alongside the user record instead of after it (on a
 * throttled phone, about a second of the profile's first content).
 */
export function useTabPreload(): void {
  const { tab } = useProfileTab();
  const userCode = useSessionUser()?.userCode;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (tab === 'solicitudes') {
      preloadRemoteModule('mf_requests', 'request-card');
      if (userCode !== undefined) void queryClient.prefetchQuery(houseRequestQueries.mine(userCode));
    } else if (tab === 'propiedades') {
      preloadRemoteModule('mf_properties', 'property-card');
      if (userCode !== undefined) void queryClient.prefetchQuery(propertyQueries.mine(userCode));
    }
  }, [tab, userCode, queryClient]);
}
