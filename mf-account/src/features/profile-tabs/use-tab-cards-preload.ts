import { useEffect } from 'react';
import { preloadRemoteModule } from '@lotengo/shared/remotes';
import { useProfileTab } from './use-profile-tab';

/**
 * The open tab's cards are another remote's, and its list waits for two API answers (who I am, then my
 * requests or properties): loading the cards' code from the page's first render runs it alongside them
 * instead of after (on a throttled phone, about a second of the profile's first content).
 */
export function useTabCardsPreload(): void {
  const { tab } = useProfileTab();
  useEffect(() => {
    if (tab === 'solicitudes') preloadRemoteModule('mf_requests', 'request-card');
    else preloadRemoteModule('mf_properties', 'property-card');
  }, [tab]);
}
