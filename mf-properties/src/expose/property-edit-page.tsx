import { useParams } from 'react-router-dom';
import { messages } from '@lotengo/shared';
import { EditPropertyStates, useEditableProperty } from '../features/edit-property';

const t = messages.properties;

/** /page/property-edit/{id}: the create form filled in, for the owner only (the API refuses others too). */
export default function PropertyEditPage() {
  const { propertyId } = useParams<{ propertyId: string }>();
  const editable = useEditableProperty(propertyId);
  return (
    <div className="lt-container" style={{ paddingTop: 'var(--lt-space-5)', paddingBottom: 'var(--lt-space-6)' }}>
      <h1>{t.editTitle}</h1>
      {editable.state === 'ready' ? <p>{t.editHeading(editable.property.propertyId)}</p> : <EditPropertyStates status={editable} />}
    </div>
  );
}
