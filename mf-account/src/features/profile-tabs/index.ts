export { ProfileTabs, type MatchesComponent } from './profile-tabs';
export { useTabCardsPreload } from './use-tab-cards-preload';
