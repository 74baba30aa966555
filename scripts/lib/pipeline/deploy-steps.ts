/**
 * The steps that ship one app, written once: a team's CI runs them in production
 * (.github/workflows/deploy-app.yml), `npm run pipeline -- <app>` runs them against a rehearsal of its
 * own, and docs/deploys.md shows them. scripts/__tests__/deploy-steps.test.ts fails if the workflows or
 * the docs say anything else. `$APP` is the app's folder name; `$VERSION` is set by the second step.
 */
export const DEPLOY_STEPS = [
  'npm run release -- "$APP"',
  'VERSION="$(npm run -s releases -- version "$APP")"',
  'npm run upload -- "$APP" "$VERSION"',
  'npm run promote -- "$APP" "$VERSION" --why "$WHY"',
] as const;

/** The steps as one shell script (set -e: the first step that fails stops the deploy). */
export const deployScript = (steps: readonly string[] = DEPLOY_STEPS): string =>
  ['set -euo pipefail', ...steps].join('\n');

/**
 * An app's rollback, as the rollback workflows run it (.github/workflows/rollback-app.yml for a team,
 * rollback-admin.yml for the release admins) and docs/incidents.md shows it: back to the previous live
 * version, or the end of a running canary. `$WHY` is the reason the person gave.
 */
export const ROLLBACK_STEPS = ['npm run rollback -- "$APP" --why "$WHY"'] as const;

/** An admin's rollback over the deploy gate's "no" (rollback-admin.yml with forzar; kept as forced). */
export const FORCED_ROLLBACK_STEPS = ['npm run rollback -- "$APP" --why "$WHY" --force'] as const;

/** The rollback as one shell script (forced: an admin's over the gate's "no"). */
export const rollbackScript = ({ forced = false } = {}): string =>
  deployScript(forced ? FORCED_ROLLBACK_STEPS : ROLLBACK_STEPS);
