// Loaded when its tab is opened (profile-page.tsx): the profile's first load does not carry it.
export const loadNotificationPreferences = () => import('./notification-preferences');
