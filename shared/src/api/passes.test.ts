import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getApiClient, UnsuccessfulAnswerError } from './client';
import { registerRider, riderRegistrationFailedMessage } from './passes';

// A real HTTP server on loopback answers rider registration the ways a server or a proxy in between might.
let server: http.Server;
let answer = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    // the tests run in a browser-like page on another origin, so the server allows it as a dev proxy would
    res.writeHead(req.method === 'OPTIONS' ? 204 : 200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
    });
    res.end(req.method === 'OPTIONS' ? '' : answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  (await getApiClient()).defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(
  () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
);

const buyer = { name: 'Asha Rao', mobile: '9876543210', email: 'asha@example.in', gender: 'Female' as const, iPassId: 8, consent: true };

test("rider registration answered success:false without a message fails with 'Registration failed. Please try again.'", async () => {
  answer = JSON.stringify({ success: false });
  const error = await registerRider(buyer).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UnsuccessfulAnswerError);
  expect(error).toMatchObject({ message: 'Registration failed. Please try again.' });
  expect(riderRegistrationFailedMessage).toBe('Registration failed. Please try again.');
});

test('rider registration answered with something that is not our envelope never surfaces a raw message', async () => {
  answer = '"proxy says hello"';
  await expect(registerRider(buyer)).rejects.toMatchObject({ message: 'Registration failed. Please try again.' });
});
