import '../styles/account.css';
import { AvatarPicker } from '../features/avatar-picker/avatar-picker';
import { ProfileView } from '../features/profile/profile-view';

/** /page/profile (the shell guards it: signed-in users only). */
export default function ProfilePage() {
  return <ProfileView AvatarChoice={AvatarPicker} />;
}
