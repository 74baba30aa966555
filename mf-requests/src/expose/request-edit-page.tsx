import { useParams } from 'react-router-dom';
import { EditRequestView } from '../features/edit-request';
import '../styles/requests.css';

/** /page/edit-request/:houseRequestId. */
export default function RequestEditPage() {
  const { houseRequestId } = useParams();
  return (
    <div className="lt-req-page">
      <EditRequestView houseRequestId={houseRequestId} />
    </div>
  );
}
