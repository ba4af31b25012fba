import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export interface StaticServer {
  /** e.g. http://127.0.0.1:40001, no trailing slash */
  origin: string;
  /** paths requested so far, to prove the browser really fetched from here */
  readonly requested: string[];
  close: () => Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
};

/**
 * A bare file server on another loopback port, standing in for a remote deployed on its own origin (its own CDN):
 * it answers with Access-Control-Allow-Origin: * as such a host must for the shell to load the remote.
 */
export function startStaticServer(root: string): Promise<StaticServer> {
  const requested: string[] = [];
  const rootDir = path.resolve(root);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requested.push(pathname);
    const file = path.resolve(rootDir, `.${pathname}`);
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...headers, 'access-control-allow-headers': '*' });
      response.end();
      return;
    }
    if (!file.startsWith(rootDir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, headers);
      response.end('not found');
      return;
    }
    response.writeHead(200, {
      ...headers,
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address !== 'object') {
        reject(new Error('the static server has no address'));
        return;
      }
      resolve({
        origin: `http://127.0.0.1:${address.port}`,
        requested,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
