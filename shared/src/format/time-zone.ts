/** Dates the product compares ("no past dates") are calendar days in Peru, on client and server alike. */
export const PERU_TIME_ZONE = 'America/Lima';
