#!/usr/bin/env node
// Makes sure the browser tests have a Chromium: Debian's package, because the machines that run the tests reach
// Debian's archive and the npm registry only (Playwright's own browser download would fail there).
// `npm test` runs this before jest. As root it installs the package; otherwise it says how and exits 1.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const defaultPath = '/usr/bin/chromium';
const explicitPath = process.env.CHROMIUM_PATH;
const chromiumPath = explicitPath || defaultPath;

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function howToInstall() {
  return [
    "The browser tests need Chromium. Install Debian's package as root:",
    '',
    '  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium',
    '',
    'or point CHROMIUM_PATH at an existing Chromium or Chrome binary, then run `npm test` again.',
  ].join('\n');
}

// Runs one apt-get step. Progress is shown briefly: a line every 15 s with apt's latest line, then the last lines
// (or, on failure, the last 30), so a slow download does not look like a hang and the log stays short.
function run(label, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
    console.log(`ensure-chromium: ${label}...`);
    const child = spawn('apt-get', args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = [];
    const collect = (chunk) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(line.trim());
      if (lines.length > 200) lines.splice(0, lines.length - 200);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const heartbeat = setInterval(() => console.log(`  ${seconds()} s: ${lines.at(-1) ?? 'working'}`), 15_000);
    const finish = (ok, extra) => {
      clearInterval(heartbeat);
      if (ok) {
        console.log(`  done in ${seconds()} s`);
        for (const line of lines.slice(-2)) console.log(`  ${line}`);
      } else {
        console.error(`  failed after ${seconds()} s${extra ? `: ${extra}` : ''}`);
        for (const line of lines.slice(-30)) console.error(`  ${line}`);
      }
      resolve(ok);
    };
    child.once('error', (error) => finish(false, String(error)));
    child.once('close', (code) => finish(code === 0, code === 0 ? '' : `exit code ${code}`));
  });
}

if (isExecutable(chromiumPath)) {
  console.log(`ensure-chromium: using ${chromiumPath}`);
  process.exit(0);
}

if (explicitPath) {
  // apt would install to /usr/bin/chromium, which would not make CHROMIUM_PATH right.
  console.error(`ensure-chromium: CHROMIUM_PATH=${explicitPath} is not an executable file.`);
  console.error("Fix CHROMIUM_PATH, or unset it to use (and install) Debian's /usr/bin/chromium.");
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

if (!isRoot || !hasApt) {
  console.error(`ensure-chromium: Chromium is missing (${defaultPath}).`);
  console.error(isRoot ? 'apt-get is not available on this machine.' : 'Not running as root, so not installing it.');
  console.error(howToInstall());
  process.exit(1);
}

console.log(`ensure-chromium: ${defaultPath} is missing; installing Debian's chromium package (a few minutes).`);
const installed =
  (await run('apt-get update', ['update', '-q'])) && (await run('apt-get install chromium', ['install', '-y', '-q', 'chromium']));

if (!installed || !isExecutable(defaultPath)) {
  console.error(`ensure-chromium: installing chromium did not give ${defaultPath}.`);
  console.error(howToInstall());
  process.exit(1);
}
console.log(`ensure-chromium: installed ${defaultPath}`);
