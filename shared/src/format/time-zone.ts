/** Dates the product compares ("no past dates") are calendar days in Peru, on client and server alike. */
export const PERU_TIME_ZONE = 'America/Lima';
/** One day in milliseconds (Peru keeps no daylight saving: a Lima day is always this long). */
export const DAY_MS = 86_400_000;
