#!/usr/bin/env node
// The root "prepare" script: points git at the committed hooks (.githooks/). It never fails an install:
// in a tarball, a checkout without git, or a folder inside some other repository it does nothing; it
// leaves a core.hooksPath someone set to another folder alone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

try {
  const top = git('rev-parse', '--show-toplevel');
  if (fs.realpathSync(top) !== fs.realpathSync(root)) process.exit(0);
  let current = '';
  try {
    current = git('config', 'core.hooksPath');
  } catch {
    // not set
  }
  if (current && current !== '.githooks') {
    console.log(`git hooks: core.hooksPath is "${current}", left as it is (ours are in .githooks/)`);
  } else if (!current) {
    git('config', 'core.hooksPath', '.githooks');
    console.log('git hooks: core.hooksPath set to .githooks (commit-msg checks the subject line)');
  }
} catch {
  // no git, or not a repository: nothing to install
}
