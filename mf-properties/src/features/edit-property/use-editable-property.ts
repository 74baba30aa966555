import type { PropertyDetail } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import { usePropertyDetail } from '../../lib/use-property-detail';

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
 * The query and its states are the detail page's (usePropertyDetail); this adds who may edit.
 */
export function useEditableProperty(rawId: string | undefined): EditableProperty {
  const user = useSessionUser();
  const detail = usePropertyDetail(rawId);
  // Someone else's property the caller may not even read (the server's rule): not theirs to edit.
  if (detail.state === 'forbidden') return { state: 'not-owner' };
  if (detail.state === 'ready' && (!user || detail.property.userCode !== user.userCode)) return { state: 'not-owner' };
  return detail;
}
