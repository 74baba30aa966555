import { messages, UnderConstruction } from '@lotengo/shared';

const t = messages.inbox;

/** /page/buzon ("Mis Ofertas"). Offers and the visit scheduler arrive with their issue; until then, an honest notice. */
export default function InboxPage() {
  return (
    <>
      <div className="lt-container">
        <h1>{t.title}</h1>
      </div>
      <UnderConstruction area={t.area} />
    </>
  );
}
