#!/usr/bin/env node
// Run by `npm run build` after every app is built: writes the production remotes.json (shell/dist/remotes.json)
// so that each remote served from this server names its server build too, with the SHA-256 of that file's bytes:
//   { "careers": { "browser": "/remotes/careers/remoteEntry.js",
//                  "server": "/remotes/careers/server/remoteEntry.js", "serverIntegrity": "sha256-..." } }
// The server runs a remote's server code only when its bytes still match. A remote without a server build stays a
// bare string (its browser entry) and is rendered in the browser.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remotesFile = path.join(repoRoot, 'shell', 'dist', 'remotes.json');

/** 'sha256-<base64>', the Subresource Integrity form. */
export function computeIntegrity(bytes) {
  return `sha256-${crypto.createHash('sha256').update(bytes).digest('base64')}`;
}

function main() {
  if (!fs.existsSync(remotesFile)) throw new Error(`${path.relative(repoRoot, remotesFile)} is missing: build the shell first`);
  const remotes = JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
  const published = {};
  for (const [name, value] of Object.entries(remotes)) {
    const browser = typeof value === 'string' ? value : value?.browser;
    const serverEntry = path.join(repoRoot, `${name}-mfe`, 'dist', 'server', 'remoteEntry.js');
    if (typeof browser !== 'string' || !browser.startsWith(`/remotes/${name}/`) || !fs.existsSync(serverEntry)) {
      published[name] = value;
      continue;
    }
    published[name] = {
      browser,
      server: `/remotes/${name}/server/remoteEntry.js`,
      serverIntegrity: computeIntegrity(fs.readFileSync(serverEntry)),
    };
  }
  // written whole, then renamed: the running server reads this file on every request
  const temporary = `${remotesFile}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(published, null, 2)}\n`);
  fs.renameSync(temporary, remotesFile);
  const withServer = Object.entries(published).filter(([, value]) => typeof value === 'object');
  console.log(`remotes.json: ${withServer.map(([name]) => name).join(', ') || 'no remote'} with a server build`);
}

main();
