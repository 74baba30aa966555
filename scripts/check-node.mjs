#!/usr/bin/env node
// Which Node runs, and whether package.json's "engines" accepts it. Plain Node, no dependencies: CI runs
// it before `npm ci` (npm only warns on an engines mismatch, and the failure would come later, unclear).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const range = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;

const parse = (v) =>
  v
    .replace(/^v/, '')
    .split('.')
    .map((n) => Number.parseInt(n, 10) || 0);
const compare = (a, b) => {
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};
const TESTS = {
  '>=': (c) => c >= 0,
  '>': (c) => c > 0,
  '<=': (c) => c <= 0,
  '<': (c) => c < 0,
  '=': (c) => c === 0,
  '': (c) => c === 0,
};

/** The subset of semver ranges "engines" uses here: alternatives (||) of space-separated comparators. */
export function satisfies(version, spec) {
  const v = parse(version);
  return spec.split('||').some((alt) =>
    alt
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((part) => {
        const m = /^(>=|<=|>|<|=)?\s*(\d+(?:\.\d+){0,2})$/.exec(part);
        if (!m) throw new Error(`engines.node: no entiendo "${part}"`);
        return TESTS[m[1] ?? ''](compare(v, parse(m[2])));
      }),
  );
}

const version = process.versions.node;
if (satisfies(version, range)) {
  console.log(`Node ${version} (${process.execPath}) satisfies engines.node "${range}"`);
} else {
  console.error(
    `Node ${version} (${process.execPath}) does NOT satisfy engines.node "${range}" in package.json: install ` +
      `a Node in that range.`,
  );
  process.exit(1);
}
