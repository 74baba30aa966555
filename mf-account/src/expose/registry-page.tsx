import '../styles/account.css';
import { AvatarPicker } from '../features/avatar-picker';
import { RegistryForm } from '../features/registry';

/** /page/registry: the page wires the avatar picker into the form (features stay independent). */
export default function RegistryPage() {
  return <RegistryForm AvatarChoice={AvatarPicker} />;
}
