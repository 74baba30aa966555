/**
 * What a backend may or may not have. `seed` is the original API (docs/product/api.md "The original
 * calls"); every other name is one capability this project added, so a backend can say which of them it
 * implements and the site can leave out what it lacks. Each description is what the site shows or does
 * with it.
 */
export const CAPABILITY_DESCRIPTIONS = {
  seed: 'The original API: option and location lists, users, properties, requests, the inbox, hours and booking.',
  propertyDetail: 'One property in full, for its owner, its recipients and the people it matches (the detail page).',
  propertyEditing: 'The owner edits, closes ("Ya se alquiló") and reopens a property.',
  visits: 'Both sides see their visits and either may cancel one.',
  requestLifecycle: 'The author pauses, closes ("Ya encontré"), reopens and renews ("Sigo buscando") a request.',
  sentOffers: 'The offers an owner sent, with their requests’ state, and which properties went to a request.',
  unreadCounts: 'The unread-offers badge and marking the inbox read.',
  rejectReasons: 'The reason of a reject, one tap; owners see the counts.',
  notifications: 'The bell: notifications, marking them read, and which kinds a member wants.',
  notificationStream: 'The live channel (Server-Sent Events); without it the bell polls.',
  emailPreferences:
    'E-mail alerts: how often each kind is mailed (the `email` part of the preferences) and the one-click ' +
    'unsubscribe link.',
  demand: 'Demand figures: the "Demanda" page and the panels of the publish and request forms.',
  contact: 'The contact form’s messages.',
  photoStorage: 'Photo upload and serving, with reduced widths (locally; Firebase Storage in production).',
  telemetry: 'Anonymous release telemetry, and the summary the release health check reads.',
  health: 'Liveness.',
} as const;

export type Capability = keyof typeof CAPABILITY_DESCRIPTIONS;
export const CAPABILITIES = Object.keys(CAPABILITY_DESCRIPTIONS) as Capability[];
