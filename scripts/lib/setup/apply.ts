/**
 * The plan run for real (`npm run setup -- --env <entorno> --apply`): each step's check first, then
 * what creates the resource or brings it up to date, then its grants, stopping at the first command that
 * fails with the step and the command named. A plan with problems, or for the emulators' demo project, is
 * refused before any command runs. The commands go through a runner: the real one spawns gcloud and
 * firebase; the tests give a fake one and read what it was asked.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BIN_DIR, ROOT_DIR } from '@lotengo/platform/paths';
import { commandLine } from './dry-run';
import { applyRefusals, SetupError, type SetupPlan } from './plan';
import type { Command } from './steps';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export type CommandRunner = (command: Command) => Promise<RunResult>;

export type StepOutcome = 'creado' | 'ya existía' | 'actualizado' | 'revocado' | 'nada que revocar' | 'asegurado';

export interface AppliedStep {
  what: string;
  outcome: StepOutcome;
}

export async function applyPlan(
  plan: SetupPlan,
  run: CommandRunner,
  log: (line: string) => void = () => undefined,
): Promise<AppliedStep[]> {
  const refusals = applyRefusals(plan);
  if (refusals.length)
    throw new SetupError(
      `No se aplica el plan de ${plan.environment} (${plan.file}): ${refusals.join('; ')}. ` +
        'Nada se ejecutó; el plan se ve con npm run setup -- --env ' +
        `${plan.environment}.`,
    );
  const done: AppliedStep[] = [];
  for (const [i, step] of plan.steps.entries()) {
    const must = async (command: Command) => {
      const out = await run(command);
      if (out.code !== 0) {
        const why = out.stderr.trim().split('\n').slice(-3).join(' ') || `código ${out.code}`;
        throw new SetupError(`Paso ${i + 1} (${step.what}): ${commandLine(command)} falló: ${why}`);
      }
    };
    let outcome: StepOutcome = 'asegurado';
    if (step.check) {
      const seen = await run(step.check.command);
      const present = seen.code === 0 && (step.check.present === 'succeeds' || seen.stdout.trim() !== '');
      for (const c of present ? step.ifPresent : step.ifMissing) await must(c);
      if (step.check.present === 'prints') outcome = present ? 'revocado' : 'nada que revocar';
      else outcome = !present ? 'creado' : step.ifPresent.length ? 'actualizado' : 'ya existía';
    }
    for (const c of step.always) await must(c);
    log(`${i + 1}/${plan.steps.length} ${step.what}: ${outcome}`);
    done.push({ what: step.what, outcome });
  }
  return done;
}

/** gcloud from the PATH, firebase from this repository's node_modules; output kept for the check. */
export const processRunner: CommandRunner = (command) =>
  new Promise((resolve) => {
    const bin = command.tool === 'firebase' ? path.join(BIN_DIR, 'firebase') : 'gcloud';
    const child = spawn(bin, command.args, { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.once('error', (err) => resolve({ code: 127, stdout, stderr: `${stderr}${err.message}` }));
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
