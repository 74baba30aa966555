import '../styles/account.css';
import { LoginForm } from '../features/login';

/** /page/login, mounted by the shell under its router and providers. */
export default function LoginPage() {
  return <LoginForm />;
}
