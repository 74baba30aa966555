export { LoginForm } from './login-form';
