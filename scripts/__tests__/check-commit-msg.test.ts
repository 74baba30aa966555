/**
 * The commit-message rule (scripts/check-commit-msg.mjs): a subject of at most 72 characters, a blank
 * line, then the body; merges and fixup!/squash! commits pass. Driven as git drives it: the hook with a
 * message file, CI with a revision range, and `git commit` in a scratch repository with .githooks/.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const SCRIPT = path.join(root, 'scripts/check-commit-msg.mjs');
const INSTALL = path.join(root, 'scripts/install-hooks.mjs');

let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'commit-msg-'));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

// A git that reads no user or system configuration, with an author.
const gitEnv = {
  ...process.env,
  HOME: os.tmpdir(),
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: gitEnv, encoding: 'utf8' }).trim();
const run = (cwd: string, file: string, ...args: string[]) =>
  spawnSync(process.execPath, [file, ...args], { cwd, env: gitEnv, encoding: 'utf8' });

let n = 0;
/** Runs the hook's command on a message file; the exit status and what it printed. */
function checkFile(message: string) {
  n += 1;
  const file = path.join(scratch, `msg-${n}.txt`);
  fs.writeFileSync(file, message);
  const r = run(scratch, SCRIPT, file);
  return { status: r.status, out: r.stdout + r.stderr };
}

const SUBJECT_72 = 'x'.repeat(72);

describe('one message (the commit-msg hook)', () => {
  test.each([
    ['a subject alone', 'seed: build the database without a journal\n'],
    ['a subject of exactly 72 characters', `${SUBJECT_72}\n`],
    ['72 accented characters (counted as characters, not bytes)', `${'ñ'.repeat(72)}\n\nDetalle.\n`],
    [
      'subject, blank line, body',
      'docs: installs\n\nWhy, in as many lines as it takes, each of them as long as it needs to be.\n',
    ],
    [
      'git comments and the scissors of `commit -v`',
      '# Please enter the commit message\nfix: x\n\nbody\n# ------------------------ >8 ' +
        '------------------------\ndiff --git\n',
    ],
    ['blank lines and trailing spaces around it', '\n\nfix: x   \n\nbody\n\n\n'],
    ['a merge', `Merge branch 'docs' ${'y'.repeat(80)}\n`],
    ['a fixup! of a long subject', `fixup! ${SUBJECT_72}\n`],
    ['a squash! with its body', `squash! ${SUBJECT_72}\nno blank line needed\n`],
    ['an amend!', `amend! ${SUBJECT_72}\n\nnew text\n`],
  ])('accepts %s', (_name, message) => {
    expect(checkFile(message)).toEqual({ status: 0, out: '' });
  });

  test('refuses a subject of 73 characters and says how long it is', () => {
    const r = checkFile(`${'x'.repeat(73)}\n\nbody\n`);
    expect(r.status).toBe(1);
    expect(r.out).toContain('73 characters, at most 72');
  });

  test('refuses a body that starts on the second line', () => {
    const r = checkFile('fix: x\nthe detail without a blank line\n');
    expect(r.status).toBe(1);
    expect(r.out).toContain('second line must be blank');
  });

  test.each([
    ['an empty message', ''],
    ['only comments', '# nothing\n# at all\n'],
    ['only blank lines and spaces', ' \t\n   \n\n'],
  ])('refuses %s', (_name, message) => {
    const r = checkFile(message);
    expect(r.status).toBe(1);
    expect(r.out).toContain('subject (first line) is empty');
  });

  test('without arguments it prints its usage', () => {
    const r = run(scratch, SCRIPT);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('usage:');
  });
});

describe('a scratch repository', () => {
  let repo: string;
  beforeAll(() => {
    repo = path.join(scratch, 'repo');
    fs.mkdirSync(path.join(repo, 'scripts'), { recursive: true });
    fs.cpSync(path.join(root, '.githooks'), path.join(repo, '.githooks'), { recursive: true });
    fs.copyFileSync(SCRIPT, path.join(repo, 'scripts/check-commit-msg.mjs'));
    fs.copyFileSync(INSTALL, path.join(repo, 'scripts/install-hooks.mjs'));
    git(repo, 'init', '-q', '-b', 'main');
  });

  const commit = (message: string, ...flags: string[]) =>
    spawnSync('git', ['commit', '-q', '--allow-empty', '-m', message, ...flags], {
      cwd: repo,
      env: gitEnv,
      encoding: 'utf8',
    });

  test('prepare (install-hooks.mjs) points core.hooksPath at .githooks, and then git runs the check', () => {
    expect(run(repo, path.join(repo, 'scripts/install-hooks.mjs')).status).toBe(0);
    expect(git(repo, 'config', 'core.hooksPath')).toBe('.githooks');

    expect(commit('base: the first commit').status).toBe(0);
    const refused = commit(`${'x'.repeat(80)}\n\nbody`);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('80 characters, at most 72');
    expect(commit(`${'x'.repeat(80)}`, '--no-verify').status).toBe(0);
    expect(commit('fix: short\nbody on line two', '--no-verify').status).toBe(0);
    expect(commit('fix: short\n\nbody after a blank line').status).toBe(0);
  });

  test('--range lists the commits to fix, oldest first, and passes merges', () => {
    const base = git(repo, 'rev-list', '--max-parents=0', 'HEAD');
    git(repo, 'checkout', '-q', '-b', 'side', 'HEAD~1');
    git(repo, 'commit', '-q', '--allow-empty', '--no-verify', '-m', 'side: one');
    git(repo, 'checkout', '-q', 'main');
    git(repo, 'merge', '-q', '--no-ff', '--no-verify', '-m', `Merge branch 'side' ${'z'.repeat(80)}`, 'side');

    const r = run(repo, path.join(repo, 'scripts/check-commit-msg.mjs'), '--range', `${base}..HEAD`);
    expect(r.status).toBe(1);
    const bad = r.stderr.split('\n').filter((l) => /^[0-9a-f]{12} /.test(l));
    expect(bad.map((l) => l.slice(13))).toEqual(['x'.repeat(80), 'fix: short']);
    expect(r.stdout).toContain('5 commit(s)');
    expect(r.stdout).toContain('2 with a message to fix');

    const clean = run(repo, path.join(repo, 'scripts/check-commit-msg.mjs'), '--range', 'HEAD~1..HEAD');
    expect(clean.status).toBe(0);
  });

  test('install-hooks.mjs leaves another core.hooksPath alone', () => {
    git(repo, 'config', 'core.hooksPath', '.husky');
    const r = run(repo, path.join(repo, 'scripts/install-hooks.mjs'));
    expect(r.status).toBe(0);
    expect(git(repo, 'config', 'core.hooksPath')).toBe('.husky');
  });
});

test('install-hooks.mjs does nothing, successfully, outside a git checkout', () => {
  const plain = path.join(scratch, 'tarball/scripts');
  fs.mkdirSync(plain, { recursive: true });
  fs.copyFileSync(INSTALL, path.join(plain, 'install-hooks.mjs'));
  const r = run(path.dirname(plain), path.join(plain, 'install-hooks.mjs'));
  expect(r.status).toBe(0);
  expect(r.stdout).toBe('');
});
