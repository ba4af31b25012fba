import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The hook as git runs it: a scratch repository whose hooks are installed by the same script `npm install` runs,
// and commits made with `git commit`, which either lands or is refused with the reasons.

const hooksFolder = __dirname;
const installer = path.join(hooksFolder, 'install-git-hooks.mjs');
let repository: string;

function runGit(args: string[]) {
  return spawnSync('git', args, { cwd: repository, encoding: 'utf8' });
}

function commit(message: string) {
  fs.writeFileSync(path.join(repository, 'change.txt'), `${Math.random()}\n`);
  runGit(['add', 'change.txt']);
  const result = spawnSync('git', ['commit', '-q', '-F', '-'], { cwd: repository, encoding: 'utf8', input: message });
  return { landed: result.status === 0, stderr: result.stderr };
}

beforeAll(() => {
  repository = fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-commit-msg-'));
  runGit(['init', '-q']);
  runGit(['config', 'user.email', 'test@chalein.in']);
  runGit(['config', 'user.name', 'Commit message test']);
  // the installer names the folder relative to the work tree's top: give the scratch repository the same layout
  fs.mkdirSync(path.join(repository, 'tools'));
  fs.symlinkSync(hooksFolder, path.join(repository, 'tools', 'git-hooks'));
  const installed = spawnSync(process.execPath, [installer], { cwd: repository, encoding: 'utf8' });
  expect(installed.status).toBe(0);
});

afterAll(() => {
  fs.rmSync(repository, { recursive: true, force: true });
});

test('the installer points git at the hooks folder', () => {
  expect(runGit(['config', 'core.hooksPath']).stdout.trim()).toBe('tools/git-hooks');
});

test('the installer does nothing, and fails nothing, outside a git work tree', () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-no-git-'));
  try {
    const result = spawnSync(process.execPath, [installer], { cwd: outside, encoding: 'utf8' });
    expect(result.status).toBe(0);
  } finally {
    fs.rmSync(outside, { recursive: true, force: true });
  }
});

test('a short imperative subject, a blank line and a body lands', () => {
  expect(commit('Keep the typed values when a form is sent back\n\nA visitor must not lose what they typed.\n')).toEqual({
    landed: true,
    stderr: '',
  });
});

test.each([
  ['Process refunds once', 'an imperative that ends in s'],
  ['Embed the map on the contact page', 'an imperative that ends in ed'],
  ['Bring the footer back', 'an imperative that ends in ing'],
  ["Merge branch 'staff' into main", "git's own merge subject"],
])('"%s" lands (%s)', (subject) => {
  expect(commit(`${subject}\n`).landed).toBe(true);
});

test('a subject over 72 characters is refused with its length', () => {
  const subject = 'Add the staff console with roles, an audit trail and per-document reviews';
  expect(subject.length).toBe(73);
  const result = commit(`${subject}\n\nWhy.\n`);
  expect(result.landed).toBe(false);
  expect(result.stderr).toContain('The subject is 73 characters; keep it to 72');
});

test.each(['Added the sitemap', 'Adds the sitemap', 'Adding the sitemap'])('"%s" is refused as not imperative', (subject) => {
  const result = commit(`${subject}\n`);
  expect(result.landed).toBe(false);
  expect(result.stderr).toContain('Start the subject with a verb in the imperative');
});

test('a subject ending with a full stop is refused', () => {
  const result = commit('Add the sitemap.\n');
  expect(result.landed).toBe(false);
  expect(result.stderr).toContain('The subject ends with a full stop');
});

test('a body that starts on the second line is refused', () => {
  const result = commit('Add the sitemap\nwith every job and article\n');
  expect(result.landed).toBe(false);
  expect(result.stderr).toContain('Leave the second line blank');
});

test('a subject of exactly 72 characters lands', () => {
  const subject = 'Add the staff console with roles, an audit trail and per-document review';
  expect(subject.length).toBe(72);
  expect(commit(`${subject}\n\nWhy.\n`).landed).toBe(true);
});

test('a message of only blank lines before the subject is read from its first written line', () => {
  const result = commit('\n\nAdded the sitemap\n');
  expect(result.landed).toBe(false);
  expect(result.stderr).toContain('Start the subject with a verb in the imperative ("Add", "Fix", "Keep"), not "Added"');
});
