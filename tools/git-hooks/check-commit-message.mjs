#!/usr/bin/env node
// The commit-msg hook: a subject of at most 72 characters in the imperative, no trailing period, then a blank line
// and the why. Subjects are what `git log --oneline`, `git shortlog` and a review list show; an essay there is cut off
// and a past-tense subject reads as a diary, not as what the commit does when applied.
import fs from 'node:fs';

export const MAX_SUBJECT_LENGTH = 72;

// words that end like a past tense, a gerund or a third person but are imperatives themselves
const IMPERATIVES_THAT_LOOK_OTHERWISE = new Set([
  'bring',
  'embed',
  'feed',
  'need',
  'seed',
  'shed',
  'shred',
  'speed',
  'spread',
  'string',
  'ping',
  'bed',
  'access',
  'address',
  'bias',
  'bypass',
  'compress',
  'discuss',
  'dismiss',
  'express',
  'focus',
  'pass',
  'press',
  'process',
  'progress',
  'redress',
  'stress',
  'alias',
  'canvas',
]);

/** Git's own messages (merges, reverts, fixups) follow git's wording, not ours. */
const GENERATED_SUBJECT = /^(Merge |Revert "|fixup! |squash! |amend! )/;

/** The problems of a commit message, each a sentence for the person committing; none when it is fine. */
export function findCommitMessageProblems(message) {
  // git strips comment lines after the hook for `--cleanup=strip`, but the hook sees them: leave them out here too
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  while (lines.length > 0 && lines[0].trim() === '') lines.shift();
  const subject = (lines[0] ?? '').trimEnd();
  if (subject === '') return ['The commit message is empty: write a subject line saying what the commit does.'];
  if (GENERATED_SUBJECT.test(subject)) return [];

  const problems = [];
  if ([...subject].length > MAX_SUBJECT_LENGTH) {
    problems.push(`The subject is ${[...subject].length} characters; keep it to ${MAX_SUBJECT_LENGTH} and put the why in the body.`);
  }
  if (/[.。]$/.test(subject)) problems.push('The subject ends with a full stop; leave it out.');
  const firstWord = (subject.match(/^[A-Za-z]+/) ?? [''])[0].toLowerCase();
  if (firstWord !== '' && !IMPERATIVES_THAT_LOOK_OTHERWISE.has(firstWord)) {
    if (/ed$/.test(firstWord) || /ing$/.test(firstWord) || /[^su]s$/.test(firstWord)) {
      problems.push(
        `Start the subject with a verb in the imperative ("Add", "Fix", "Keep"), not "${lines[0].split(/\s/)[0]}": ` +
          'it says what the commit does when applied.',
      );
    }
  }
  if (lines.length > 1 && lines[1].trim() !== '') {
    problems.push('Leave the second line blank: the subject is one line, and the body starts on the third.');
  }
  return problems;
}

// run as the hook: `check-commit-message.mjs <file holding the message>`
if (process.argv[1] && import.meta.url === new URL(`file://${fs.realpathSync(process.argv[1])}`).href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: check-commit-message.mjs <commit message file>');
    process.exit(2);
  }
  const problems = findCommitMessageProblems(fs.readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    console.error('Commit refused (CONTRIBUTING.md, "Commit messages"):');
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
}
