import { messages, UnderConstruction } from '@lotengo/shared';

const t = messages.inbox;

/** /page/buzon ("Mis Ofertas"). Offers and the visit scheduler arrive with their issue; until then, an honest notice. */
export default function InboxPage() {
  return (
    <>
      {/* Breathing room under the shell header; the notice below brings its own. */}
      <div className="lt-container" style={{ paddingTop: 'var(--lt-space-5)' }}>
        <h1>{t.title}</h1>
      </div>
      <UnderConstruction area={t.area} />
    </>
  );
}
