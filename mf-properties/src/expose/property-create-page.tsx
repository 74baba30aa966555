import { messages, UnderConstruction } from '@lotengo/shared';

const t = messages.properties;

/** /page/property-create. The form arrives with its issue; until then, an honest notice. */
export default function PropertyCreatePage() {
  return (
    <>
      {/* Breathing room under the shell header; the notice below brings its own. */}
      <div className="lt-container" style={{ paddingTop: 'var(--lt-space-5)' }}>
        <h1>{t.createTitle}</h1>
      </div>
      <UnderConstruction area={t.area} />
    </>
  );
}
