import { messages, UnderConstruction } from '@lotengo/shared';

const t = messages.properties;

/** /page/property-create. The form arrives with its issue; until then, an honest notice. */
export default function PropertyCreatePage() {
  return (
    <>
      <div className="lt-container">
        <h1>{t.createTitle}</h1>
      </div>
      <UnderConstruction area={t.area} />
    </>
  );
}
