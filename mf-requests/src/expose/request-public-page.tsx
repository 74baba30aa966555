import { PublicRequestPage } from '../features/public-request/public-request-page';
import '../styles/requests.css';

/** /solicitud/{id}-{slug}: one request's public page, over the HTML its server wrote. */
export default function RequestPublicPage() {
  return <PublicRequestPage />;
}
