// Run by `npm install` (the root package's `prepare`): points git at tools/git-hooks, so the commit-msg check runs
// for everyone who installs, with no hook manager to install first. Outside a git work tree (an unpacked tarball, a
// Docker layer) there is nothing to install, and that is not an error.
import { execFileSync } from 'node:child_process';

function runGit(args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

try {
  if (runGit(['rev-parse', '--is-inside-work-tree']) === 'true') {
    runGit(['config', 'core.hooksPath', 'tools/git-hooks']);
  }
} catch {
  // no git, or not a work tree
}
