// Kept answers as browsers ask for them (docs/decisions/0022-benchmark.md): the cached home page and a content API answer,
// requested with the Accept-Encoding every browser sends, from the Node server and, in the same run and taking turns,
// the same bytes compressed ahead of time and served by nginx as files (bench-static-server.mjs).
import http from 'node:http';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { startStaticServer } from './bench-static-server.mjs';

// what Chrome sends; Firefox and Safari send 'gzip, deflate, br' (and zstd): br is chosen from each
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
// the settings the server keeps its answers with (api/src/http/stored-body.ts), for nginx's files
const BROTLI_QUALITY = 11;
const GZIP_LEVEL = 9;
export const KEPT_ANSWERS_BUDGET = 0.3;
const load = { connections: 32, warmupSeconds: 2, rounds: 5, roundSeconds: 2 };

/** One GET as sent, its body not decoded: status, headers and the bytes on the wire. */
function getRaw(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, bytes: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

function decode(bytes, encoding) {
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes);
  if (encoding === 'gzip') return zlib.gunzipSync(bytes);
  return bytes;
}

/** Waits until the server answers `/` from its page cache (its render processes start after it listens). */
async function waitForKeptPage(baseUrl) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answer = await getRaw(`${baseUrl}/`, { accept: 'text/html' });
    if (/desc="cache"/.test(answer.headers['server-timing'] ?? '')) return;
    if (Date.now() > deadline) throw new Error(`/ was never answered from the page cache (last: ${answer.headers['server-timing']})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * What one target answers with `acceptEncoding`: its coding and size, checked to decode to the same bytes as the
 * Node server's uncompressed answer, so a figure is never of an error page or of other content.
 */
async function inspect(target, identity) {
  const answer = await getRaw(target.url, { accept: target.accept, 'accept-encoding': target.acceptEncoding });
  if (answer.status !== 200) throw new Error(`${target.label}: ${target.url} answered ${answer.status}`);
  const encoding = answer.headers['content-encoding'] ?? 'identity';
  if (!decode(answer.bytes, encoding).equals(identity)) throw new Error(`${target.label}: ${target.url} sent other bytes than the server`);
  return { encoding, bytes: answer.bytes.length, vary: answer.headers.vary ?? '' };
}

async function loadTarget(target, seconds) {
  const result = await autocannon({
    url: target.url,
    headers: { accept: target.accept, 'accept-encoding': target.acceptEncoding },
    connections: load.connections,
    duration: seconds,
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${target.label}: ${target.url} failed under load (${result.errors} errors, ${result.non2xx} non-2xx answers)`);
  }
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The Node server (defaults: server rendered, page cache on) and nginx with the same bytes, loaded in rounds that take
 * turns: for the page and the API answer, with the browsers' Accept-Encoding and with gzip alone (which nginx serves
 * from its .gz whatever modules it has: a like-for-like pair).
 */
export async function measureKeptAnswers({ startServer, freePort, apiRoute }) {
  const server = await startServer({ SERVER_RENDERING: undefined, PAGE_CACHE: undefined });
  let nginx;
  try {
    await waitForKeptPage(server.baseUrl);
    const page = (await getRaw(`${server.baseUrl}/`, { accept: 'text/html' })).bytes;
    const api = (await getRaw(`${server.baseUrl}${apiRoute}`, { accept: 'application/json' })).bytes;
    nginx = await startStaticServer({
      port: await freePort(),
      files: { '/index.html': page, [apiRoute]: api },
      brotliQuality: BROTLI_QUALITY,
      gzipLevel: GZIP_LEVEL,
    });
    const targets = [];
    for (const [kind, identity, nodePath, nginxPath, accept] of [
      ['page', page, '/', '/index.html', 'text/html'],
      ['api', api, apiRoute, apiRoute, 'application/json'],
    ]) {
      for (const acceptEncoding of [BROWSER_ACCEPT_ENCODING, 'gzip']) {
        for (const [by, url] of [
          ['node', `${server.baseUrl}${nodePath}`],
          ['nginx', `${nginx.baseUrl}${nginxPath}`],
        ]) {
          const target = { kind, by, acceptEncoding, accept, url, label: `${kind} from ${by} (${acceptEncoding})`, rounds: [] };
          Object.assign(target, await inspect(target, identity));
          targets.push(target);
        }
      }
    }
    console.log(`bench: kept answers beside nginx (${nginx.brotli ? 'gzip_static and brotli_static' : 'gzip_static'}): warming up...`);
    for (const target of targets) await loadTarget(target, load.warmupSeconds);
    console.log(`bench: kept answers: ${load.rounds} rounds of ${load.roundSeconds} s per target, taking turns...`);
    for (let round = 0; round < load.rounds; round += 1) {
      for (const target of targets) target.rounds.push(await loadTarget(target, load.roundSeconds));
    }
    // the page is still the kept one after the load (a render under load would measure something else)
    const after = await getRaw(`${server.baseUrl}/`, { accept: 'text/html', 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    const keptAfterLoad = /desc="cache"/.test(after.headers['server-timing'] ?? '');
    return {
      ...load,
      nginxBrotli: nginx.brotli,
      keptAfterLoad,
      targets: targets.map(({ rounds, ...target }) => ({
        ...target,
        requestsPerSecond: rounds.reduce((sum, r) => sum + r.requests.total, 0) / rounds.reduce((sum, r) => sum + r.duration, 0),
        requestsPerSecondRounds: rounds.map((r) => r.requests.total / r.duration),
        p50Ms: median(rounds.map((r) => r.latency.p50)),
        p99Ms: median(rounds.map((r) => r.latency.p99)),
      })),
    };
  } catch (error) {
    throw server.explain(error);
  } finally {
    await nginx?.stop();
    await server.stop();
  }
}

/** Node's rate over nginx's for one kind of answer and one Accept-Encoding. */
export function compareWithNginx(keptAnswers, kind, acceptEncoding = BROWSER_ACCEPT_ENCODING) {
  const find = (by) => keptAnswers.targets.find((t) => t.kind === kind && t.by === by && t.acceptEncoding === acceptEncoding);
  const node = find('node');
  const nginx = find('nginx');
  return { node, nginx, ratio: node.requestsPerSecond / nginx.requestsPerSecond };
}

export function printKeptAnswers(keptAnswers, table, fmt, apiRoute) {
  console.log(
    `\nKept answers as browsers ask for them: GET / (the cached home page) and GET ${apiRoute}, from the Node server and ` +
      `from nginx serving the same bytes compressed ahead of time (${keptAnswers.nginxBrotli ? 'gzip_static, brotli_static' : 'gzip_static; no brotli module'}, ` +
      `one worker), ${keptAnswers.connections} connections, ${keptAnswers.rounds} rounds of ${keptAnswers.roundSeconds} s taking turns`,
  );
  console.log(
    table(
      ['answer', 'server', 'accept-encoding', 'sent as', 'bytes', 'req/s', 'req/s of each round', 'p50 ms', 'p99 ms'],
      keptAnswers.targets.map((t) => [
        t.kind === 'page' ? '/' : apiRoute,
        t.by,
        t.acceptEncoding,
        t.encoding,
        t.bytes,
        fmt(t.requestsPerSecond),
        t.requestsPerSecondRounds.map((value) => fmt(value)).join(' / '),
        fmt(t.p50Ms),
        fmt(t.p99Ms),
      ]),
    ),
  );
  for (const kind of ['page', 'api']) {
    for (const acceptEncoding of [BROWSER_ACCEPT_ENCODING, 'gzip']) {
      const { ratio } = compareWithNginx(keptAnswers, kind, acceptEncoding);
      console.log(`  ${kind === 'page' ? '/' : apiRoute} with '${acceptEncoding}': Node at ${fmt(ratio * 100, 1)}% of nginx's rate`);
    }
  }
  if (!keptAnswers.keptAfterLoad) console.log('  warning: / was not answered from the page cache after the load');
}
