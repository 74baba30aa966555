#!/usr/bin/env node
// Commit messages: a subject of at most 72 characters, then a blank line, then the detail. Plain Node, no
// dependencies, so git's commit-msg hook (.githooks/commit-msg) can run it before or without `npm ci`.
//   node scripts/check-commit-msg.mjs FILE          the hook: checks the message git is about to commit
//   node scripts/check-commit-msg.mjs --range A..B  CI: checks every commit in `git rev-list A..B`
// Merge commits and fixup!/squash!/amend! commits (folded away by `git rebase --autosquash`) pass.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MAX_SUBJECT = 72;

const SCISSORS = /^# -+ >8 -+$/;
const AUTOSQUASH = /^(fixup|squash|amend)! /;

/**
 * The message as git will store it: comment lines and everything below the scissors line of
 * `git commit -v` dropped, trailing spaces and the blank lines at either end removed (git's "strip").
 */
export function cleanMessage(raw, commentChar = '#') {
  const lines = [];
  for (const line of raw.replace(/\r\n/g, '\n').split('\n')) {
    if (SCISSORS.test(line)) break;
    if (commentChar && line.startsWith(commentChar)) continue;
    lines.push(line.replace(/\s+$/, ''));
  }
  while (lines.length && lines[0] === '') lines.shift();
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * What is wrong with one commit message (empty list: nothing). `merge`: the commit has two parents (or
 * the hook sees git's "Merge ..." subject); such commits are not checked.
 */
export function checkMessage(raw, { merge = false, commentChar = '#' } = {}) {
  const lines = cleanMessage(raw, commentChar);
  const subject = lines[0] ?? '';
  if (merge || /^Merge /.test(subject)) return [];
  if (subject.trim() === '') return ['the subject (first line) is empty'];
  if (AUTOSQUASH.test(subject)) return [];
  const problems = [];
  const length = [...subject].length;
  if (length > MAX_SUBJECT) {
    problems.push(`the subject has ${length} characters, at most ${MAX_SUBJECT}: move the detail to the body`);
  }
  if (lines.length > 1 && lines[1] !== '') {
    problems.push('the second line must be blank: subject, blank line, then the body');
  }
  return problems;
}

const git = (args, cwd) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

/** Every commit of a revision range (`A..B`), oldest first, with what is wrong with its message. */
export function checkRange(range, cwd = process.cwd()) {
  const out = git(['log', '--reverse', '--topo-order', '--format=%H%x00%P%x00%B%x00', range, '--'], cwd);
  const fields = out.split('\0');
  const results = [];
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const sha = fields[i].trim();
    const parents = fields[i + 1].trim().split(/\s+/).filter(Boolean);
    const body = fields[i + 2];
    results.push({
      sha,
      subject: cleanMessage(body, '')[0] ?? '',
      problems: checkMessage(body, { merge: parents.length > 1, commentChar: '' }),
    });
  }
  return results;
}

function commentCharOf(cwd) {
  try {
    const value = git(['config', 'core.commentChar'], cwd).trim();
    return value === 'auto' ? '#' : value || '#';
  } catch {
    return '#';
  }
}

function main(argv) {
  if (argv[0] === '--range' && argv[1]) {
    const results = checkRange(argv[1]);
    const bad = results.filter((r) => r.problems.length);
    for (const r of bad) {
      console.error(`${r.sha.slice(0, 12)} ${r.subject}`);
      for (const p of r.problems) console.error(`  - ${p}`);
    }
    console.log(`${results.length} commit(s) in ${argv[1]}, ${bad.length} with a message to fix`);
    return bad.length ? 1 : 0;
  }
  if (argv.length === 1 && !argv[0].startsWith('-')) {
    const problems = checkMessage(fs.readFileSync(argv[0], 'utf8'), { commentChar: commentCharOf(process.cwd()) });
    if (problems.length) {
      console.error('commit-msg: the message needs fixing (the text is kept in .git/COMMIT_EDITMSG):');
      for (const p of problems) console.error(`  - ${p}`);
      console.error(`  Rule: a subject of at most ${MAX_SUBJECT} characters, a blank line, then the detail.`);
    }
    return problems.length ? 1 : 0;
  }
  console.error('usage: check-commit-msg.mjs MESSAGE_FILE | --range FROM..TO');
  return 2;
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(fileURLToPath(import.meta.url))) {
  process.exitCode = main(process.argv.slice(2));
}
