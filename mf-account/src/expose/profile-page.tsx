import '../styles/account.css';
import { AvatarPicker } from '../features/avatar-picker';
import { ProfileView } from '../features/profile';

/** /page/profile (the shell guards it: signed-in users only). */
export default function ProfilePage() {
  return <ProfileView AvatarChoice={AvatarPicker} />;
}
