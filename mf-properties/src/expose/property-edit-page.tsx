import { useNavigate, useParams } from 'react-router-dom';
import { paths, type PropertyDetail } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { EditPropertyStates, useEditableProperty } from '../features/edit-property';
import { PropertyForm, propertyToFormValues } from '../features/property-form';
import { propertiesTexts } from '../texts';

const t = propertiesTexts;

/** /page/property-edit/{id}: the create form filled in, for the owner only (the API refuses others too). */
export default function PropertyEditPage() {
  const { propertyId } = useParams<{ propertyId: string }>();
  const editable = useEditableProperty(propertyId);
  return (
    <div className="lt-container" style={{ paddingTop: 'var(--lt-space-5)', paddingBottom: 'var(--lt-space-6)' }}>
      <h1>{t.editTitle}</h1>
      {editable.state === 'ready' ? (
        <EditForm property={editable.property} />
      ) : (
        <EditPropertyStates status={editable} />
      )}
    </div>
  );
}

function EditForm({ property }: { property: PropertyDetail }) {
  const navigate = useNavigate();
  return (
    <>
      <p>{t.editHeading(property.propertyId)}</p>
      <PropertyForm
        // A fresh form per property: its values and photos are read once, when it mounts.
        key={property.propertyId}
        mode="edit"
        userCode={property.userCode}
        initialValues={propertyToFormValues(property)}
        initialPhotos={property.multimedias}
        submit={(payload) => api.updateProperty(property.propertyId, payload)}
        onSaved={() => navigate(paths.properties)}
      />
    </>
  );
}
