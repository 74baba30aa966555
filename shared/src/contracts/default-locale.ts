import { config } from 'zod/mini';
import { es } from 'zod/locales';

/**
 * zod/mini registers no default messages (a check without its own Spanish text would answer "Invalid
 * input"); classic zod registered English ones. The product speaks Spanish: zod's Spanish locale,
 * the one the mock API uses too. Only when none is set yet, so an app's own choice wins.
 */
if (!config().localeError) config(es());
