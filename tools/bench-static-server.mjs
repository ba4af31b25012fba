// The bench's reference for kept answers (docs/decisions/0022-benchmark.md): the same bytes, compressed ahead of time, served
// by nginx as files (gzip_static, and brotli_static where Debian's module for it is installed). It runs in a folder of
// its own with a config of its own, in the foreground, so nothing of the machine's nginx setup is read or touched.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Debian's libnginx-mod-http-brotli-static puts its module here; without it nginx serves gzip alone
const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const hasCommand = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** nginx from Debian's package, installed when missing and running as root (as the local cluster does). */
function ensureNginx() {
  if (hasCommand('nginx')) return;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed (apt-get install nginx), and not root to install it');
  console.log("bench: nginx is not installed; installing Debian's nginx package");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-q'],
    ['install', '-y', '-q', 'nginx'],
  ]) {
    if (spawnSync('apt-get', args, { env, stdio: 'inherit' }).status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

/** Whether this nginx can send .br files (Debian's libnginx-mod-http-brotli-static). */
export const nginxServesBrotli = () => fs.existsSync(brotliStaticModule);

function buildConfig({ prefix, root, port, brotli }) {
  const inPrefix = (name) => path.join(prefix, name);
  return `# written by tools/bench-static-server.mjs for one run of the bench
${brotli ? `load_module ${brotliStaticModule};\n` : ''}daemon off;
# one worker, as the Node server answers kept pages in one process: the ratio compares a process with a process
worker_processes 1;
pid ${inPrefix('nginx.pid')};
error_log stderr warn;

events {
  worker_connections 4096;
}

http {
  access_log off;
  client_body_temp_path ${inPrefix('client-body')};
  proxy_temp_path ${inPrefix('proxy')};
  fastcgi_temp_path ${inPrefix('fastcgi')};
  uwsgi_temp_path ${inPrefix('uwsgi')};
  scgi_temp_path ${inPrefix('scgi')};
  # the load generator keeps its connections open, as a browser does; nginx's default closes each after 1,000
  keepalive_requests 1000000;
  sendfile on;
  tcp_nopush on;
  gzip_static on;
  ${brotli ? 'brotli_static on;' : ''}
  # gzip_static sends Vary: Accept-Encoding as the Node server does
  gzip_vary on;

  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / {
      default_type text/html;
    }
    location /api/ {
      default_type application/json;
    }
  }
}
`;
}

/**
 * nginx on `port`, serving each of `files` ({ urlPath: bytes }) as it is and beside it its .gz (and .br) made ahead of
 * time with the settings the Node server keeps its answers with. Returns stop().
 */
export async function startStaticServer({ port, files, brotliQuality, gzipLevel }) {
  ensureNginx();
  const brotli = nginxServesBrotli();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-bench-nginx-'));
  // nginx's workers run as nobody when it is started as root: they must be able to read the files
  fs.chmodSync(dir, 0o755);
  const root = path.join(dir, 'root');
  for (const [urlPath, bytes] of Object.entries(files)) {
    const file = path.join(root, urlPath);
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    fs.writeFileSync(file, bytes, { mode: 0o644 });
    fs.writeFileSync(`${file}.gz`, await gzip(bytes, { level: gzipLevel }), { mode: 0o644 });
    const br = await brotliCompress(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } });
    if (brotli) fs.writeFileSync(`${file}.br`, br, { mode: 0o644 });
  }
  const prefix = path.join(dir, 'prefix');
  fs.mkdirSync(prefix, { mode: 0o755 });
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, buildConfig({ prefix, root, port, brotli }));
  const child = spawn('nginx', ['-e', 'stderr', '-p', prefix, '-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}${Object.keys(files)[0]}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start: ${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, brotli, stop };
}
