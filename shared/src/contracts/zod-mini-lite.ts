/**
 * The part of zod/mini the contracts and forms use. Every browser build aliases `zod/mini` to this file
 * (shared/build/webpack.ts) and the federation shares it versioned, not as a singleton: an app whose
 * copy of this list is the shell's (same zod, same names) uses the shell's, loaded once per page; an
 * app built with another list or another zod brings its own (two copies live side by side: zod holds no
 * state one app's schemas need from another's). Shared, zod could not be tree-shaken; here webpack keeps
 * just what these names need.
 *
 * A name missing here would be undefined at run time: __tests__/zod-mini-lite.test.ts fails when any
 * browser source uses a name of zod/mini that this list does not export.
 */
export {
  _default,
  array,
  boolean,
  coerce,
  config,
  email,
  enum,
  extend,
  gte,
  int,
  iso,
  literal,
  lte,
  maxLength,
  minLength,
  nonnegative,
  nullable,
  number,
  object,
  omit,
  optional,
  overwrite,
  partial,
  partialRecord,
  pick,
  positive,
  record,
  refine,
  regex,
  safeParse,
  strictObject,
  string,
  trim,
  union,
  unknown,
  url,
  // eslint-disable-next-line import-x/no-unresolved -- a build alias (shared/build/webpack.ts) to the real zod/mini
} from 'zod-mini-full';
