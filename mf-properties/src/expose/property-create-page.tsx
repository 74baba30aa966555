import { useSession } from '@lotengo/shared/session';
import { PropertyForm } from '../features/property-form';
import { propertiesTexts } from '../texts';

const t = propertiesTexts;

/** /page/property-create ("¡Tengo una propiedad para ofrecer!"): the shell's guard lets only signed-in users here. */
export default function PropertyCreatePage() {
  const user = useSession((s) => s.user);
  return (
    <div className="lt-container" style={{ paddingTop: 'var(--lt-space-5)', paddingBottom: 'var(--lt-space-6)' }}>
      <h1>{t.createTitle}</h1>
      {user ? <PropertyForm mode="create" userCode={user.userCode} /> : null}
    </div>
  );
}
