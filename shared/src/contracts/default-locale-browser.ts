import { config, type core } from 'zod/mini';
import { validation } from '@lotengo/shared/i18n';

/**
 * The browser's stand-in for `default-locale.ts` (swapped in by `shared/build/webpack.ts`): zod's
 * Spanish locale (~1.1 KB gzip) is not on every first load. Every check a person can meet carries its
 * own Spanish text; the locale only words the rest. The first issue without a text of its own loads it
 * and reads a plain Spanish sentence meanwhile. Node (the mock API, jest) keeps the synchronous file.
 */
let spanish: core.$ZodErrorMap | undefined;
let loading = false;

if (!config().localeError) {
  config({
    localeError: (issue) => {
      if (spanish) return spanish(issue);
      if (!loading) {
        loading = true;
        void import(/* webpackChunkName: "zod-locale-es" */ 'zod/v4/locales/es.js').then(
          ({ default: es }) => {
            spanish = es().localeError;
          },
          // Offline, or the chunk gone after a release: the next such issue tries again.
          () => {
            loading = false;
          },
        );
      }
      return validation.invalidValue;
    },
  });
}
