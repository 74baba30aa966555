import { InboxView } from '../pages/inbox-view';
import '../styles/inbox.css';

/** /page/buzon ("Mis Ofertas"): what the shell mounts (the route already requires a session). */
export default function InboxPage() {
  return <InboxView />;
}
