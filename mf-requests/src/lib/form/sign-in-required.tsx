import { Link } from 'react-router-dom';
import { EmptyState, paths } from '@lotengo/shared';
import { requestFormTexts } from '../../texts';

const f = requestFormTexts.form;

/** A request form opened without a session (standalone; the shell guards these routes): where to sign in. */
export function SignInRequired() {
  return (
    <EmptyState
      title={f.signInRequired}
      action={
        <Link className="lt-req-btn" to={paths.login}>
          {f.goLogin}
        </Link>
      }
    />
  );
}
