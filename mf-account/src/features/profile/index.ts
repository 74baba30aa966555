export { ProfileView } from './profile-view';
