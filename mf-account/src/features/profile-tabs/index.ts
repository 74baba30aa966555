export { ProfileTabs, type MatchesComponent } from './profile-tabs';
