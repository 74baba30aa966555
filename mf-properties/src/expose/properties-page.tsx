import { messages, UnderConstruction } from '@lotengo/shared';

const t = messages.properties;

/** /page/properties ("Mis Propiedades"). The list arrives with its issue; until then, an honest notice. */
export default function PropertiesPage() {
  return (
    <>
      {/* Breathing room under the shell header; the notice below brings its own. */}
      <div className="lt-container" style={{ paddingTop: 'var(--lt-space-5)' }}>
        <h1>{t.myPropertiesTitle}</h1>
      </div>
      <UnderConstruction area={t.area} />
    </>
  );
}
