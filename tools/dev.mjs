// `npm run dev`: the API server (restarting on change) and the dev servers of the shell and every remote, with
// their output prefixed. The shell on http://localhost:3000 loads the remotes from their own dev servers
// (shell/remotes.development.json); each remote also runs alone on its port. Pages render in the browser here: the
// dev servers build for the browser only (`npm start` renders on the server).
import { spawn } from 'node:child_process';

const processes = [
  { name: 'api', args: ['run', 'dev', '-w', '@chalein/api'] },
  { name: 'shell:3000', args: ['run', 'dev', '-w', '@chalein/shell'] },
  { name: 'marketing:3001', args: ['run', 'dev', '-w', '@chalein/marketing-mfe'] },
  { name: 'careers:3002', args: ['run', 'dev', '-w', '@chalein/careers-mfe'] },
  { name: 'passes:3003', args: ['run', 'dev', '-w', '@chalein/passes-mfe'] },
  { name: 'onboarding:3004', args: ['run', 'dev', '-w', '@chalein/onboarding-mfe'] },
];

// The dev API's own deploy tokens (never a production server's), so that `npm run deploy -w @chalein/<remote> --
// --server http://localhost:8080` can be tried locally with CHALEIN_DEPLOY_TOKEN=dev-<remote>-deploy-token
const devDeployTokens = ['marketing', 'careers', 'passes', 'onboarding'].map((remote) => `${remote}=dev-${remote}-deploy-token`).join(',');
const env = { ...process.env, DEPLOY_TOKENS: process.env.DEPLOY_TOKENS ?? devDeployTokens };

const children = processes.map(({ name, args }) => {
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env });
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

const stop = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
