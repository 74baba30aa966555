/**
 * The recorded seconds of each test file (.ci/durations/unit.json, .ci/durations/e2e.json) that the shards
 * are balanced by, and how they are recorded: `npm run ci:durations -- <sources…>` reads what test runs
 * leave behind and keeps, per file, the median over the runs. Sources, by their content:
 * - jest's `--json` results (what `npm run ci:shard -- unit` writes to test-results/durations/);
 * - jest's own timing cache (`perf-cache-*` files under its cache folder: path → [status, ms]);
 * - the journeys' timings that e2e/support/shard-balance.ts writes (test-results/durations/e2e-*.json);
 * - a Playwright run's "list" output (a `.ci/run` log): `✓ 3 [chromium] › e2e/x.spec.ts:10:3 › … (12.3s)`.
 * Paths from other checkouts are cut to the part inside the repository; files that no longer exist are dropped.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Durations } from './balance';

export type DurationKind = 'unit' | 'e2e';

/** Top folders of the repository that hold test files (a path is cut at the first of these). */
const TOP_DIRS = [
  'shared',
  'mock-api',
  'shell',
  'mf-requests',
  'mf-properties',
  'mf-inbox',
  'mf-account',
  'functions',
  'platform',
  'scripts',
  'e2e',
];
const CUT = new RegExp(`(?:^|/)((?:${TOP_DIRS.join('|')})/.+)$`);

export const durationsFile = (root: string, kind: DurationKind): string =>
  path.join(root, '.ci', 'durations', `${kind}.json`);

/** The recorded seconds (an empty record when the file is missing). */
export function readDurations(root: string, kind: DurationKind): Durations {
  const file = durationsFile(root, kind);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Durations;
}

/** Sorted keys, one decimal, ending in a newline (what Prettier leaves as it is). */
export const formatDurations = (d: Durations): string =>
  `${JSON.stringify(
    Object.fromEntries(
      Object.keys(d)
        .sort()
        .map((k) => [k, Math.round(d[k]! * 10) / 10]),
    ),
    null,
    2,
  )}\n`;

/** A path from any checkout, as the repository's own: "shell/src/…", "e2e/foundation/auth.spec.ts". */
export function repoPath(file: string): string | null {
  return CUT.exec(file.replace(/\\/g, '/'))?.[1] ?? null;
}

/** One run's seconds per file, by kind (a source may hold both, or neither). */
export interface Sample {
  unit: Record<string, number>;
  e2e: Record<string, number>;
}

const add = (into: Record<string, number>, file: string | null, seconds: number) => {
  if (file && Number.isFinite(seconds) && seconds >= 0) into[file] = (into[file] ?? 0) + seconds;
};

const LIST_LINE = /›\s+(e2e\/\S+?\.spec\.ts):\d+:\d+\s+›.*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
const UNIT = { ms: 0.001, s: 1, m: 60 } as const;

/** Reads one source's text (see the file's comment for the kinds); null when it is none of them. */
export function parseSource(text: string): Sample | null {
  const sample: Sample = { unit: {}, e2e: {} };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    let found = false;
    for (const line of text.split('\n')) {
      const m = LIST_LINE.exec(line);
      if (!m) continue;
      found = true;
      add(sample.e2e, m[1]!, Number(m[2]) * UNIT[m[3] as keyof typeof UNIT]);
    }
    return found ? sample : null;
  }
  if (!data || typeof data !== 'object') return null;
  const obj = data as Record<string, unknown>;
  if (Array.isArray(obj.testResults)) {
    type Result = { name?: string; startTime?: number; endTime?: number; perfStats?: { start?: number; end?: number } };
    for (const r of obj.testResults as Result[]) {
      const start = r.perfStats?.start ?? r.startTime;
      const end = r.perfStats?.end ?? r.endTime;
      if (r.name && typeof start === 'number' && typeof end === 'number')
        add(sample.unit, repoPath(r.name), (end - start) / 1000);
    }
    return sample;
  }
  if (obj.kind === 'e2e' && obj.files && typeof obj.files === 'object') {
    for (const [file, seconds] of Object.entries(obj.files as Record<string, number>))
      add(sample.e2e, repoPath(file), seconds);
    return sample;
  }
  const entries = Object.entries(obj);
  if (entries.length && entries.every(([, v]) => Array.isArray(v) && v.length === 2 && typeof v[1] === 'number')) {
    for (const [file, v] of entries) add(sample.unit, repoPath(file), (v as [number, number])[1] / 1000);
    return sample;
  }
  return null;
}

const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * Per file, the median of its samples; a file with no sample keeps its previous figure. Files that do not
 * exist under `root` are dropped. Keys: unit from the repository root, journeys from e2e/.
 */
export function mergeDurations(
  root: string,
  previous: Durations,
  samples: ReadonlyArray<Record<string, number>>,
  kind: DurationKind,
): Durations {
  const byFile = new Map<string, number[]>();
  for (const s of samples)
    for (const [file, seconds] of Object.entries(s)) byFile.set(file, [...(byFile.get(file) ?? []), seconds]);
  const out: Record<string, number> = {};
  const key = (file: string) => (kind === 'e2e' ? file.replace(/^e2e\//, '') : file);
  const onDisk = (k: string) => fs.existsSync(path.join(root, kind === 'e2e' ? 'e2e' : '', k));
  for (const [k, v] of Object.entries(previous)) if (onDisk(k)) out[k] = v;
  for (const [file, values] of byFile) if (onDisk(key(file))) out[key(file)] = median(values);
  return out;
}
