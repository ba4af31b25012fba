import { UnsuccessfulAnswerError } from './client';
import { registerRider, riderRegistrationFailedMessage } from './passes';
import { startFakeApiServer } from '@chalein/testing/fake-api-server';

// A real HTTP server on loopback answers rider registration the ways a server or a proxy in between might.
let server: Awaited<ReturnType<typeof startFakeApiServer>>;
let answer = '';

beforeAll(async () => {
  server = await startFakeApiServer((_request, send) => send(200, answer));
});

afterAll(() => server.stop());

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
