export { ProfileSidebar } from './profile-sidebar';
export { useMyUser } from './use-my-user';
