// `npm run dev`: the API server (restarting on change) and the dev servers of the shell and every remote, with
// their output prefixed. The shell on http://localhost:3000 loads the remotes from their own dev servers
// (listRemoteEntries in shared/src/lib/remote-manifest.ts); each remote also runs alone on its port. Pages render in the browser here: the
// dev servers build for the browser only (`npm start` renders on the server).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// required, not imported: node reads the manifest's TypeScript as it is, and an import would first try it as
// CommonJS and warn that it had to read it again as a module
const { REMOTES, REMOTE_NAMES, SHELL_DEV_PORT } = createRequire(import.meta.url)('../shared/src/lib/remote-manifest.ts');

// Mails the dev API sends go to a local catcher (tools/mail-catcher.ts), whose page lists them, unless SMTP_URL
// names a server of the developer's own
const MAIL_CATCHER_SMTP_URL = 'smtp://127.0.0.1:1025';
const catchMail = process.env.SMTP_URL === undefined;

const processes = [
  ...(catchMail ? [{ name: 'mail:1080', command: process.execPath, args: ['--import', 'tsx', 'tools/mail-catcher.ts'] }] : []),
  { name: 'api', args: ['run', 'dev', '-w', '@chalein/api'] },
  { name: `shell:${SHELL_DEV_PORT}`, args: ['run', 'dev', '-w', '@chalein/shell'] },
  ...REMOTES.map((remote) => ({ name: `${remote.name}:${remote.devPort}`, args: ['run', 'dev', '-w', remote.packageName] })),
];

// The dev API's own deploy tokens (never a production server's), so that `npm run deploy -w @chalein/<remote> --
// --server http://localhost:8080` can be tried locally with CHALEIN_DEPLOY_TOKEN=dev-<remote>-deploy-token
const devDeployTokens = REMOTE_NAMES.map((remote) => `${remote}=dev-${remote}-deploy-token`).join(',');
const env = {
  ...process.env,
  DEPLOY_TOKENS: process.env.DEPLOY_TOKENS ?? devDeployTokens,
  SMTP_URL: process.env.SMTP_URL ?? MAIL_CATCHER_SMTP_URL,
  // the relay looks every second, so a mail shows in the catcher just after the form that sent it
  OUTBOX_RELAY_INTERVAL_MS: process.env.OUTBOX_RELAY_INTERVAL_MS ?? '1000',
};

const children = processes.map(({ name, command = 'npm', args }) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => console.log(`[${name}] ${line}`));
  child.stdout.on('data', prefix);
  child.stderr.on('data', prefix);
  child.on('exit', (code) => console.log(`[${name}] exited with ${code}`));
  return child;
});

console.log('[dev] http://localhost:3000 renders pages in the browser; `npm start` serves them rendered on the server');
if (catchMail) console.log('[dev] every mail the API sends: http://localhost:1080');

const stop = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
