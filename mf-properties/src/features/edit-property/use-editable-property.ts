import { useQuery } from '@tanstack/react-query';
import { propertyQueries, routeIdOf, type PropertyDetail } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import { ApiError } from '@lotengo/shared/http';

export type EditableProperty =
  | { state: 'loading' }
  | { state: 'bad-id' }
  | { state: 'not-found' }
  | { state: 'not-owner' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; property: PropertyDetail };

/**
 * The property behind /page/property-edit/{id}, if the signed-in user may edit it. The API refuses
 * others' updates anyway (403); this says so before anyone types into a form that cannot be saved.
 */
export function useEditableProperty(rawId: string | undefined): EditableProperty {
  const user = useSessionUser();
  const id = routeIdOf(rawId) ?? 0;
  // The app's query client already leaves 4xx alone and retries a network failure or a 5xx once.
  const query = useQuery({ ...propertyQueries.detail(id), enabled: id > 0 });
  if (id <= 0) return { state: 'bad-id' };
  if (query.isPending) return { state: 'loading' };
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return { state: 'not-found' };
    // Someone else's property the caller may not even read (the server's rule): not theirs to edit.
    if (query.error instanceof ApiError && query.error.status === 403) return { state: 'not-owner' };
    return { state: 'error', retry: () => void query.refetch() };
  }
  if (!user || query.data.userCode !== user.userCode) return { state: 'not-owner' };
  return { state: 'ready', property: query.data };
}
