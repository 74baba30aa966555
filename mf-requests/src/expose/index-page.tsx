import { EMPTY_FILTER } from '@lotengo/shared';
import { RequestCard } from '../features/request-card';
import { RequestResults } from '../features/search';
import { useLoTengo } from '../features/link-property';
import '../styles/requests.css';
import { requestsTexts } from '../texts';

const t = requestsTexts.index;

/** /index: the older landing with its request cards (rent or buy icon, "Busca", requester's user code). */
export default function IndexPage() {
  const { loTengo, modal } = useLoTengo();
  return (
    <div className="lt-req-page">
      <h1>{t.title}</h1>
      <p className="lt-req-muted">{t.intro}</p>
      <RequestResults
        filter={EMPTY_FILTER}
        title={requestsTexts.search.publicTitle}
        renderCard={(r) => <RequestCard request={r} variant="index" onLoTengo={loTengo} />}
      />
      {modal}
    </div>
  );
}
