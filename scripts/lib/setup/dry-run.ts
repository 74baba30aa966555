/**
 * The plan as a shell script (`npm run setup -- --env <entorno>`, the default): every command in the
 * order the apply executor runs them, with the same describe-before-create branches, so what is printed
 * is what would run. While the settings hold placeholders the script says which and stops before its
 * first command.
 */
import type { Command, Step } from './steps';
import type { SetupPlan } from './plan';
import { applyRefusals } from './plan';

const SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;

const quote = (text: string) => (SAFE.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/** One argument for a POSIX shell; a flag's value quoted after its `=` (`--format='value(name)'`). */
export function shellQuote(arg: string): string {
  const flag = /^(--[a-z][a-z-]*=)(.+)$/s.exec(arg);
  return flag ? `${flag[1]}${quote(flag[2]!)}` : quote(arg);
}

/** A command on one line, as the logs show it. */
export const commandLine = (c: Command) => [c.tool, ...c.args].map(shellQuote).join(' ');

/** A command as the script prints it: a long one with each flag on a line of its own. */
function printed(c: Command, indent: string): string {
  const line = commandLine(c);
  if (line.length <= 110) return `${indent}${line}`;
  const words = [c.tool, ...c.args].map(shellQuote);
  const first = words.findIndex((w) => w.startsWith('--'));
  const cut = first === -1 ? words.length : first;
  return [`${indent}${words.slice(0, cut).join(' ')}`, ...words.slice(cut).map((w) => `${indent}    ${w}`)].join(
    ' \\\n',
  );
}

function stepLines(step: Step, n: number): string[] {
  const lines = [`# ${n}. ${step.what}`];
  const indent = (cs: Command[]) => cs.map((c) => printed(c, '  '));
  if (step.check) {
    const check = printed(step.check.command, '');
    if (step.check.present === 'succeeds') {
      lines.push(`if ${check} >/dev/null 2>&1; then`);
      lines.push(...(step.ifPresent.length ? indent(step.ifPresent) : ['  : # ya existe']));
      lines.push('else', ...indent(step.ifMissing), 'fi');
    } else {
      lines.push(`if [ -n "$(${check} 2>/dev/null || true)" ]; then`, ...indent(step.ifPresent), 'fi');
    }
  }
  lines.push(...step.always.map((c) => printed(c, '')));
  if (!step.check && !step.always.length) lines.push('# (nada que ejecutar)');
  return lines;
}

export function dryRunScript(plan: SetupPlan): string {
  const refusals = applyRefusals(plan);
  const head = [
    '#!/usr/bin/env bash',
    `# npm run setup -- --env ${plan.environment}: lo que necesita ${plan.projects.join(', ')}, desde nada`,
    `# (${plan.file}; docs/platform-setup.md). ${plan.steps.length} pasos en orden; cada uno describe antes de`,
    '# crear y añadir un permiso que ya está no cambia nada: correrlo dos veces deja lo mismo.',
    'set -euo pipefail',
    '',
  ];
  if (refusals.length)
    head.push(
      '# --apply se niega mientras:',
      ...refusals.map((r) => `#   - ${r}`),
      "echo 'npm run setup: el plan aún no se puede aplicar (ver los motivos arriba).' >&2",
      'exit 1',
      '',
    );
  const body = plan.steps.flatMap((step, i) => [...stepLines(step, i + 1), '']);
  const tail = [
    '# Los workflows lo nombran como workload_identity_provider (google-github-actions/auth):',
    `#   ${plan.provider}`,
  ];
  return `${[...head, ...body, ...tail].join('\n')}\n`;
}
