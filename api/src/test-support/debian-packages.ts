import { spawn, spawnSync } from 'node:child_process';

// Test helpers (not tests): the servers some tests need (PostgreSQL, Redis) come from Debian's packages, installed
// by the tests themselves when they run as root, as CI does on a fresh machine (like Chromium for the browser tests).

export const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

export function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** apt-get as on CI: progress every 15 s, its last lines on failure (a slow download must not look like a hang). */
function runAptGet(args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const lines: string[] = [];
    const child = spawn('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (chunk: Buffer) => {
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((line) => line.trim() !== ''),
      );
      lines.splice(0, Math.max(0, lines.length - 30));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const heartbeat = setInterval(
      () => console.log(`  ${Math.round((Date.now() - started) / 1000)} s: ${lines.at(-1) ?? 'working'}`),
      15_000,
    );
    const finish = (ok: boolean) => {
      clearInterval(heartbeat);
      if (!ok) console.error(lines.join('\n'));
      resolve(ok);
    };
    child.once('error', () => finish(false));
    child.once('close', (code) => finish(code === 0));
  });
}

/**
 * Makes `command` available, installing Debian's `debianPackage` when it is missing and this runs as root. Returns
 * null when it is there (or now installed), else why not, for the caller's message.
 */
export async function ensureDebianCommand(command: string, debianPackage: string): Promise<string | null> {
  if (hasCommand(command)) return null;
  if (!isRoot()) return `${command} is not installed, and not running as root to install Debian's ${debianPackage}.`;
  if (!hasCommand('apt-get')) return `${command} is not installed and apt-get is not available.`;
  console.log(`${command} is not installed; installing Debian's ${debianPackage} package.`);
  const installed = (await runAptGet(['update', '-q'])) && (await runAptGet(['install', '-y', '-q', debianPackage]));
  if (!installed) return `apt-get install ${debianPackage} failed (its last lines are above).`;
  return hasCommand(command) ? null : `apt-get installed ${debianPackage}, yet ${command} is still not on the PATH.`;
}
