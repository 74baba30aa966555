/**
 * The steps that ship one app, written once: a team's CI runs them in production
 * (.github/workflows/deploy-app.yml), `npm run pipeline -- <app>` runs them against a rehearsal of its
 * own, and docs/deploys.md shows them. scripts/__tests__/deploy-steps.test.ts fails if the workflow or the
 * doc says anything else. `$APP` is the app's folder name; `$VERSION` is set by the second step.
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
