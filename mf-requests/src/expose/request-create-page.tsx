import { useParams } from 'react-router-dom';
import { useSessionUser } from '@lotengo/shared/session';
import { CreateRequestForm } from '../features/create-request';
import { SignInRequired } from '../lib/form/sign-in-required';
import '../styles/requests.css';
import { requestFormTexts } from '../texts';

const f = requestFormTexts.form;

/** /page/requests-create/:idDistrit/:idProcess (the shell guards it; standalone it explains instead). */
export default function RequestCreatePage() {
  const { idDistrit, idProcess } = useParams();
  const user = useSessionUser();
  return (
    <div className="lt-req-page">
      <h1>{f.createTitle}</h1>
      <p className="lt-req-muted">{f.createIntro}</p>
      {user ? (
        <CreateRequestForm userCode={user.userCode} idDistrit={idDistrit} idProcess={idProcess} />
      ) : (
        <SignInRequired />
      )}
    </div>
  );
}
