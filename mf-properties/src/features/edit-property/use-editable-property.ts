import { useCapability, type PropertyDetail } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import { usePropertyDetail } from '../../lib/use-property-detail';

export type EditableProperty =
  | { state: 'loading' }
  | { state: 'bad-id' }
  | { state: 'not-found' }
  | { state: 'not-owner' }
  | { state: 'unavailable' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; property: PropertyDetail };

/**
 * The property behind /page/property-edit/{id}, if the signed-in user may edit it. The API refuses
 * others' updates anyway (403); this says so before anyone types into a form that cannot be saved.
 * The query and its states are the detail page's (usePropertyDetail); this adds who may edit, and
 * `unavailable` against an API that cannot read or save a whole property.
 */
export function useEditableProperty(rawId: string | undefined): EditableProperty {
  const user = useSessionUser();
  // Editing reads the property in full and writes it back: both are the API's (GET /capabilities).
  const hasDetail = useCapability('propertyDetail');
  const hasEditing = useCapability('propertyEditing');
  const detail = usePropertyDetail(rawId, hasDetail === true && hasEditing === true);
  if (hasDetail === false || hasEditing === false) return { state: 'unavailable' };
  // Someone else's property the caller may not even read (the server's rule): not theirs to edit.
  if (detail.state === 'forbidden') return { state: 'not-owner' };
  if (detail.state === 'ready' && (!user || detail.property.userCode !== user.userCode)) return { state: 'not-owner' };
  return detail;
}
