import { messages, UnderConstruction } from '@lotengo/shared';

const t = messages.properties;

/** /page/properties ("Mis Propiedades"). The list arrives with its issue; until then, an honest notice. */
export default function PropertiesPage() {
  return (
    <>
      <div className="lt-container">
        <h1>{t.myPropertiesTitle}</h1>
      </div>
      <UnderConstruction area={t.myPropertiesTitle} />
    </>
  );
}
