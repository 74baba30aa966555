/**
 * How recent a request is. Its own module because every request card shows it (first load, through
 * requestsTexts) and the alerts texts (signed-in only) use the same words.
 */
export const days = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;

/** "Activa hace 3 días" on request cards. */
export const activeSince = (daysAgo: number) => (daysAgo <= 0 ? 'Activa hoy' : `Activa hace ${days(daysAgo)}`);
