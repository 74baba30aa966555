/**
 * `npm run ci:durations -- <source> [<source> …]`: records the seconds of each test file into
 * .ci/durations/unit.json and .ci/durations/e2e.json, the figures CI's shards are balanced by (the median
 * over the given runs; a file no run mentions keeps its figure). A source is a file or a folder (read
 * through): jest `--json` results, jest's `perf-cache-*` files, the journeys' timings of
 * e2e/support/shard-balance.ts, or a Playwright "list" log (scripts/lib/ci/durations.ts). After a CI run,
 * its `duraciones-*` artifacts are such sources. Exit codes: 0 written, 1 nothing read, 2 wrong arguments.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { ArgsError, readArgs } from './lib/cli-args';
import {
  durationsFile,
  formatDurations,
  mergeDurations,
  parseSource,
  readDurations,
  type DurationKind,
  type Sample,
} from './lib/ci/durations';

function filesOf(source: string): string[] {
  const stat = fs.statSync(source);
  if (!stat.isDirectory()) return [source];
  return fs
    .readdirSync(source, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() && e.name !== 'node_modules' ? filesOf(path.join(source, e.name)) : [path.join(source, e.name)],
    )
    .filter((f) => /(\.json|\.log|\.txt)$|\/perf-cache-[^/]+$/.test(f));
}

function main(): number {
  let positionals: string[];
  try {
    ({ positionals } = readArgs({ allowPositionals: true, options: {} }));
  } catch (err) {
    if (!(err instanceof ArgsError)) throw err;
    process.stderr.write(`${err.message}\n`);
    return 2;
  }
  if (!positionals.length) {
    process.stderr.write('Uso: npm run ci:durations -- <resultados de jest, de los recorridos o logs> …\n');
    return 2;
  }
  const samples: Sample[] = [];
  for (const source of positionals) {
    if (!fs.existsSync(source)) {
      process.stderr.write(`No existe: ${source}\n`);
      return 2;
    }
    for (const file of filesOf(source)) {
      const sample = parseSource(fs.readFileSync(file, 'utf8'));
      if (sample && Object.keys(sample.unit).length + Object.keys(sample.e2e).length) samples.push(sample);
    }
  }
  if (!samples.length) {
    process.stderr.write('Ninguna fuente con tiempos de pruebas\n');
    return 1;
  }
  for (const kind of ['unit', 'e2e'] as DurationKind[]) {
    const runs = samples.map((s) => s[kind]).filter((s) => Object.keys(s).length);
    if (!runs.length) continue;
    const merged = mergeDurations(ROOT_DIR, readDurations(ROOT_DIR, kind), runs, kind);
    const file = durationsFile(ROOT_DIR, kind);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, formatDurations(merged));
    const total = Object.values(merged).reduce((a, b) => a + b, 0);
    process.stdout.write(
      `${path.relative(ROOT_DIR, file)}: ${Object.keys(merged).length} archivos, ${total.toFixed(0)} s en total ` +
        `(${runs.length} ejecuciones leídas)\n`,
    );
  }
  return 0;
}

process.exit(main());
