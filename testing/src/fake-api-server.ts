import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getApiClient } from '@chalein/shared/api/client';

// The fake API server of the browser-side tests (the API client, the calls built on it, pages rendered as the server
// renders them): a real HTTP server on loopback, so they run against real responses rather than a mocked adapter.
// The tests run in a browser-like page on another origin, so the server allows it as a dev proxy would.

export type FakeApiHandler = (request: http.IncomingMessage, send: (status: number, body: string, type?: string) => void) => void;

/** Starts the server and points the shared API client at it; `stop` closes it, open connections included. */
export async function startFakeApiServer(handler: FakeApiHandler): Promise<{ stop: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const send = (status: number, body: string, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' });
      response.end(body);
    };
    if (request.method === 'OPTIONS') return send(204, '');
    handler(request, send);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  (await getApiClient()).defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
