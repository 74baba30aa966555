import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * Classic zod registered its English default messages (for checks without a Spanish text) once a
 * schema was built; zod/mini registers none and would answer "Invalid input". Registered here so the
 * texts stay as they were, and like classic only when no locale is set, so the mock API's Spanish wins.
 */
if (!config().localeError) config(en());
