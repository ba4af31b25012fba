import Fastify from 'fastify';
import { runWhileListening } from './run-while-listening';

// The guard every plugin's background work goes through (a watch, a relay, a reconciler, a sweep): started once the
// server listens, stopped as it closes, and never started by a server already closing.

function track() {
  const calls: string[] = [];
  return {
    calls,
    work: {
      start: async () => {
        calls.push('start');
      },
      stop: async () => {
        calls.push('stop');
      },
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

test('work starts when the server listens and stops when it closes', async () => {
  const app = Fastify();
  const { calls, work } = track();
  runWhileListening(app, work);
  await app.ready();
  expect(calls).toEqual([]);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await settle();
  expect(calls).toEqual(['start']);
  await app.close();
  expect(calls).toEqual(['start', 'stop']);
});

test('a server closed while its onListen hooks still run never starts its work, and still stops it', async () => {
  const app = Fastify();
  const { calls, work } = track();
  // listen() answers before the onListen hooks run: one that takes a while (as a plugin's may) lets the close begin
  app.addHook('onListen', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  runWhileListening(app, work);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await app.close();
  await settle();
  // started after its stop, the work would run on with nothing left to stop it
  expect(calls).toEqual(['stop']);
});

test('an app only injected into (never listening) starts nothing', async () => {
  const app = Fastify();
  const { calls, work } = track();
  runWhileListening(app, work);
  app.get('/', async () => 'ok');
  expect((await app.inject({ method: 'GET', url: '/' })).body).toBe('ok');
  await app.close();
  expect(calls).toEqual(['stop']);
});
