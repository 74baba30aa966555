/**
 * `npm run setup -- --env <entorno> [--apply]`: what a new production needs, from nothing, as one plan
 * (scripts/lib/setup/plan.ts, from deploy/<entorno>.json; docs/platform-setup.md).
 *   (default)  the dry run: prints the plan as a shell script, every gcloud and firebase command in order
 *   --apply    runs it with this machine's gcloud and firebase credentials; idempotent, stops at the
 *              first failing command; refused while the settings hold placeholders or name a demo project
 */
import { readArgs } from './lib/cli-args';
import { applyPlan, processRunner } from './lib/setup/apply';
import { dryRunScript } from './lib/setup/dry-run';
import { readSetupInput, setupPlan } from './lib/setup/plan';

const USAGE = 'Uso: npm run setup -- --env <entorno> [--apply]   (p. ej. --env production)';

async function main(): Promise<number> {
  let values: { env?: string; apply?: boolean };
  try {
    ({ values } = readArgs({ options: { env: { type: 'string' }, apply: { type: 'boolean' } } }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.env) {
    console.error(`Falta --env (el archivo deploy/<entorno>.json del que sale el plan).\n${USAGE}`);
    return 2;
  }
  const plan = setupPlan(readSetupInput(values.env, undefined, process.env));
  if (!values.apply) {
    process.stdout.write(dryRunScript(plan));
    return 0;
  }
  await applyPlan(plan, processRunner, (line) => console.info(line));
  console.info(`Listo: ${plan.projects.join(', ')}. workload_identity_provider: ${plan.provider}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
