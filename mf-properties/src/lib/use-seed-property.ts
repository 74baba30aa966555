import { useQuery } from '@tanstack/react-query';
import { offerQueries, propertyQueries, type Property } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import { propertyIdOf } from './use-property-detail';

/** Where a property's facts come from without the API's detail: an offer I received, or my own list. */
export type SeedSource = 'offer' | 'own';

export type SeedPropertyState =
  | { state: 'bad-id' }
  | { state: 'loading' }
  | { state: 'unavailable' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; property: Property; source: SeedSource };

/**
 * A property's page against an API without its detail call (GET /capabilities lacks `propertyDetail`):
 * what the seed showed of it, from the seed's own calls — the offer in my inbox (the card's facts), else
 * my own properties' list. Neither: the page says the detail is not available here, never "No existe".
 */
export function useSeedProperty(rawId: string | undefined): SeedPropertyState {
  const id = propertyIdOf(rawId);
  const userCode = useSessionUser()?.userCode ?? 0;
  const offers = useQuery({ ...offerQueries.list(userCode), enabled: id > 0 && userCode > 0 });
  const offer = offers.data?.find((e) => e.propertyId === id);
  const mine = useQuery({ ...propertyQueries.mine(userCode), enabled: offers.isSuccess && !offer });
  const own = mine.data?.find((p) => p.propertyId === id);

  if (id <= 0) return { state: 'bad-id' };
  if (offer) return { state: 'ready', property: offer.propertyDetail, source: 'offer' };
  if (own) return { state: 'ready', property: own, source: 'own' };
  const failed = offers.isError ? offers : mine.isError ? mine : null;
  if (failed) return { state: 'error', retry: () => void failed.refetch() };
  if (offers.isPending || (offers.isSuccess && mine.isPending)) return { state: 'loading' };
  return { state: 'unavailable' };
}
