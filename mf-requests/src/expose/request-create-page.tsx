import { Link, useParams } from 'react-router-dom';
import { EmptyState, paths } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import { CreateRequestForm } from '../features/create-request';
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
        <EmptyState
          title={f.signInRequired}
          action={
            <Link className="lt-req-btn" to={paths.login}>
              {f.goLogin}
            </Link>
          }
        />
      )}
    </div>
  );
}
