import { DemandPageView } from '../features/demand';
import '../styles/requests.css';
import '../styles/demand.css';

/** /page/demanda "Demanda": public figures of active requests, loaded only on this route. */
export default function DemandPage() {
  return <DemandPageView />;
}
