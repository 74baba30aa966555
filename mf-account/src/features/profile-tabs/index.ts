export { ProfileTabs, type MatchesComponent } from './profile-tabs';
export { useTabPreload } from './use-tab-preload';
