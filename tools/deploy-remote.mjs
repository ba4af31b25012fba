#!/usr/bin/env node
// `npm run deploy -w @chalein/<remote> -- --server <url> [options]`: deploys one remote through the server's deploy
// registry (api/src/deployments/README.md). Run from the remote's folder (npm -w does that):
//   (no switch)        builds into a temporary folder of its own (dist/, which a server may be serving, is left as it
//                      is), uploads that build as one version and removes the folder; prints the server's checks
//                      and the version's preview link; nothing goes live. --no-build uploads dist/ as it is
//   --canary <N>       uploads as above, then makes that version live for N% of visitors (1-99), each visitor keeping
//                      what they got; the server rolls it back by itself if its browser errors per page view are
//                      significantly above the live version's
//   --promote          makes the running canary live for everyone
//   --activate <v>     makes version <v> live
//   --rollback         ends the running canary; with none, returns to the version that was live before
//   --list             shows the versions, what is live, the canary, the history and how each canary ended
// The token is CHALEIN_DEPLOY_TOKEN (the remote's token in the server's DEPLOY_TOKENS); --server may also come from
// CHALEIN_DEPLOY_SERVER. The version is the package's version and the git commit (1.0.0-3f2a9c1), with '-dirty-<time>'
// when the remote's or shared's files have uncommitted changes, or --version <v>.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const USAGE =
  'usage: npm run deploy -w @chalein/<remote> -- --server <url> [--no-build] [--version <v>] [--canary <percent>] | --promote | --activate <v> | --rollback | --list';

class DeployError extends Error {}

function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      server: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      version: { type: 'string' },
      activate: { type: 'string' },
      rollback: { type: 'boolean', default: false },
      canary: { type: 'string' },
      promote: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const server = values.server ?? process.env.CHALEIN_DEPLOY_SERVER;
  if (values.help) return { help: true };
  if (!server) throw new DeployError(`--server <url> is required (or CHALEIN_DEPLOY_SERVER)\n${USAGE}`);
  const token = process.env.CHALEIN_DEPLOY_TOKEN?.trim();
  if (!token) throw new DeployError("CHALEIN_DEPLOY_TOKEN is not set: it is the remote's token from the server's DEPLOY_TOKENS");
  const actions = [values.activate !== undefined, values.rollback, values.list, values.promote, values.canary !== undefined].filter(
    Boolean,
  ).length;
  if (actions > 1) throw new DeployError(`use one of --canary, --promote, --activate, --rollback and --list at a time\n${USAGE}`);
  const canary = values.canary === undefined ? undefined : Number(values.canary);
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99))
    throw new DeployError(`--canary takes a share of visitors in percent, a whole number from 1 to 99 (got ${values.canary})`);
  return { ...values, canary, server: server.replace(/\/+$/, ''), token };
}

/** The remote this folder builds: @chalein/careers-mfe is careers. */
function readRemote(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const match = /^@chalein\/([a-z]+)-mfe$/.exec(pkg.name ?? '');
  if (!match)
    throw new DeployError(
      `${dir} is not a remote's folder (its package is ${pkg.name}); run this with npm run deploy -w @chalein/<remote>`,
    );
  return { remote: match[1], packageVersion: pkg.version };
}

function git(dir, args) {
  const result = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** 1.0.0-3f2a9c1, or 1.0.0-3f2a9c1-dirty-<time> when what the build reads has uncommitted changes. */
function selectVersion(dir, packageVersion, given) {
  const commit = git(dir, ['rev-parse', 'HEAD']);
  if (given) return { version: given, commit };
  if (!commit) throw new DeployError('this is not a git checkout: name the version with --version <v>');
  const root = git(dir, ['rev-parse', '--show-toplevel']);
  const dirty = git(root, ['status', '--porcelain', '--', path.relative(root, dir), 'shared']);
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return { version: `${packageVersion}-${commit.slice(0, 7)}${dirty ? `-dirty-${stamp}` : ''}`, commit };
}

function listFiles(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    // the build's precompressed copies (.br, .gz) stay behind: the registry compresses what it serves itself
    if (entry.name.startsWith('.') || /\.(br|gz)$/.test(entry.name)) return [];
    return entry.isDirectory() ? listFiles(dir, relative) : [relative];
  });
}

async function call(options, method, pathname, { body, headers = {} } = {}) {
  const response = await fetch(`${options.server}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${options.token}`, ...headers },
    body,
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not the API's envelope: said below with the status
  }
  return { status: response.status, etag: response.headers.get('etag'), retryAfter: response.headers.get('retry-after'), json, text };
}

function fail(response, doing) {
  const message = response.json?.message ?? response.text.slice(0, 300);
  throw new DeployError(`${doing} failed (${response.status}): ${message}`);
}

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const describe = (version) => version ?? 'the build REMOTES_CONFIG names';

function printChecks(checks) {
  for (const check of checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
}

async function readRegistry(options, remote) {
  const response = await call(options, 'GET', `/api/deployments/${remote}`);
  if (response.status !== 200) fail(response, `reading the ${remote} registry`);
  return { etag: response.etag, data: response.json.data };
}

/** How long the command waits for a version's checks before it gives up asking (the server goes on checking). */
const CHECK_WAIT_MS = 10 * 60_000;

/** Asks for the checks' answer until they are done: the upload's own answer then (201, 422, ...). */
async function waitForChecks(options, received, started) {
  const checkUrl = received.json?.data?.checkUrl;
  if (typeof checkUrl !== 'string') fail(received, 'uploading');
  console.log('received; the server is checking it...');
  let lastSaid = Date.now();
  let response = received;
  for (;;) {
    const wait = Math.min(Number(response.retryAfter) || 1, 10) * 1000;
    await new Promise((resolve) => setTimeout(resolve, wait));
    response = await call(options, 'GET', checkUrl);
    if (response.status !== 202) return response;
    if (Date.now() - started > CHECK_WAIT_MS)
      throw new DeployError(`the checks took over ${CHECK_WAIT_MS / 60_000} minutes; GET ${checkUrl} will have their answer (or --list)`);
    if (Date.now() - lastSaid >= 15_000) {
      console.log(`  still checking (${Math.round((Date.now() - started) / 1000)} s)...`);
      lastSaid = Date.now();
    }
  }
}

/**
 * Builds the remote into a new temporary folder (CHALEIN_BUILD_OUTPUT, read by shared/federation's webpack config)
 * and returns it: the checkout's dist/ may be what a server on this machine is serving (`npm start` in development),
 * and a deploy must not change a served build under it.
 */
function buildIntoOwnFolder(dir, remote) {
  const output = fs.mkdtempSync(path.join(os.tmpdir(), `chalein-deploy-${remote}-`));
  console.log(`building ${remote} (npm run build) into ${output}...`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit', env: { ...process.env, CHALEIN_BUILD_OUTPUT: output } });
  if (build.status !== 0) {
    fs.rmSync(output, { recursive: true, force: true });
    throw new DeployError('the build failed; nothing was uploaded');
  }
  return output;
}

/** Uploads the build and returns its version. */
async function upload(options, dir, remote, packageVersion) {
  const built = options['no-build'] ? null : buildIntoOwnFolder(dir, remote);
  try {
    return await uploadBuild(options, dir, remote, packageVersion, built ?? path.join(dir, 'dist'));
  } finally {
    if (built) fs.rmSync(built, { recursive: true, force: true });
  }
}

async function uploadBuild(options, dir, remote, packageVersion, dist) {
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new DeployError(`${dist} has no build: run without --no-build`);
  const { version, commit } = selectVersion(dir, packageVersion, options.version);
  const form = new FormData();
  if (commit) form.append('commit', commit);
  let bytes = 0;
  const files = listFiles(dist);
  for (const file of files) {
    const blob = await fs.openAsBlob(path.join(dist, file));
    bytes += blob.size;
    form.append(file, blob, path.posix.basename(file));
  }
  console.log(`uploading ${remote} ${version}: ${files.length} files, ${kilobytes(bytes)}...`);
  const started = Date.now();
  // answered once the files are in, then asked until the checks are done: a check may take longer than any
  // connection stays open with nothing on it (api/src/deployments/README.md)
  const received = await call(options, 'PUT', `/api/deployments/${remote}/versions/${encodeURIComponent(version)}`, {
    body: form,
    headers: { prefer: 'respond-async' },
  });
  const response = received.status === 202 ? await waitForChecks(options, received, started) : received;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (response.status === 422) {
    console.log(`the server refused ${remote} ${version} (${seconds} s); nothing changed:`);
    for (const [name, detail] of Object.entries(response.json?.errors ?? {})) console.log(`  FAIL ${name}: ${detail}`);
    throw new DeployError(response.json?.message ?? 'refused');
  }
  if (response.status !== 200 && response.status !== 201) fail(response, `uploading ${remote} ${version}`);
  const { data } = response.json;
  console.log(`${response.json.message} (${seconds} s)`);
  console.log(`what the server checked:`);
  printChecks(data.version.checks);
  console.log(`stored: ${data.version.fileCount} files, ${kilobytes(data.version.totalBytes)}`);
  console.log(`preview (this browser only, until ${data.previewExpiresAt}): ${data.previewUrl}`);
  if (options.canary === undefined)
    console.log(`to make it live: npm run deploy -w @chalein/${remote}-mfe -- --server ${options.server} --activate ${version}`);
  return version;
}

/**
 * One change of the registry, sent with the ETag just read (412 if someone changed it in between); the registry after
 * it, with `before` as it was read.
 */
async function change(options, remote, suffix, body, doing) {
  const { etag, data: before } = await readRegistry(options, remote);
  const response = await call(options, 'POST', `/api/deployments/${remote}/${suffix}`, {
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'if-match': etag, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  });
  if (response.status !== 200) fail(response, doing);
  console.log(response.json.message);
  return { ...response.json.data, before };
}

function printLastSwitch(data) {
  const last = data.history.at(-1);
  console.log(`  ${last.action}: ${describe(last.from)} -> ${describe(last.to)}, by ${last.by} at ${last.at}`);
}

async function switchVersion(options, remote, action) {
  if (action.promote) printLastSwitch(await change(options, remote, 'promote', undefined, `promoting the ${remote} canary`));
  else if (action.activate !== undefined)
    printLastSwitch(await change(options, remote, 'activate', { version: action.activate }, `activating ${remote} ${action.activate}`));
  else {
    // with a canary running, a rollback ends it and switches nothing
    const data = await change(options, remote, 'rollback', undefined, `rolling ${remote} back`);
    if (data.before.canary) console.log(`  canary ${describeCanary(data.canaries.at(-1))}`);
    else printLastSwitch(data);
  }
}

async function startCanary(options, remote, version) {
  const data = await change(options, remote, 'canary', { version, percent: options.canary }, `starting ${remote} ${version} as a canary`);
  console.log(`  everyone else gets ${describe(data.canary.baseline)}`);
  console.log(`  to make it live for everyone: npm run deploy -w @chalein/${remote}-mfe -- --server ${options.server} --promote`);
  console.log(`  to end it: npm run deploy -w @chalein/${remote}-mfe -- --server ${options.server} --rollback`);
}

function describeCanary(run) {
  const started = `${run.version} for ${run.percent}% from ${run.startedAt} by ${run.startedBy}`;
  if (run.endedAt === null) return `${started}: running`;
  return `${started}: ${run.outcome} at ${run.endedAt} (${run.reason})`;
}

async function list(options, remote) {
  const { data } = await readRegistry(options, remote);
  console.log(
    `${remote}: live ${describe(data.active)}; a rollback goes to ${data.canRollback ? describe(data.rollbackTo) : 'nothing yet'}`,
  );
  if (data.canary) console.log(`canary: ${data.canary.version} for ${data.canary.percent}% of visitors since ${data.canary.startedAt}`);
  console.log('versions (oldest first):');
  for (const stored of data.versions) {
    const live = stored.version === data.active ? ' (live)' : stored.version === data.canary?.version ? ' (canary)' : '';
    console.log(
      `  ${stored.version}${live}  commit ${stored.commit ?? '-'}  ${stored.uploadedAt}  ${stored.fileCount} files, ${kilobytes(stored.totalBytes)}`,
    );
  }
  if (data.versions.length === 0) console.log('  none yet');
  console.log('history (newest last):');
  for (const entry of data.history)
    console.log(
      `  ${entry.at}  ${entry.action} by ${entry.by}: ${describe(entry.from)} -> ${describe(entry.to)}  commit ${entry.commit ?? '-'}`,
    );
  if (data.history.length === 0) console.log('  none yet');
  console.log('canaries (newest last):');
  for (const run of data.canaries) console.log(`  ${describeCanary(run)}`);
  if (data.canaries.length === 0) console.log('  none yet');
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const dir = process.cwd();
  const { remote, packageVersion } = readRemote(dir);
  if (options.list) await list(options, remote);
  else if (options.rollback || options.promote || options.activate !== undefined) await switchVersion(options, remote, options);
  else {
    const version = await upload(options, dir, remote, packageVersion);
    if (options.canary !== undefined) await startCanary(options, remote, version);
  }
}

main().catch((error) => {
  console.error(error instanceof DeployError ? `deploy: ${error.message}` : error);
  process.exitCode = 1;
});
