import { waitUntil } from './wait-until';

test('resolves as soon as the condition holds, sync or async', async () => {
  let calls = 0;
  await waitUntil(() => ++calls === 3, 'the third call', { intervalMs: 1 });
  expect(calls).toBe(3);
  await expect(waitUntil(async () => true, 'an async yes')).resolves.toBeUndefined();
});

test('fails after its timeout, saying what never happened', async () => {
  let state = 'empty';
  const waiting = waitUntil(
    () => false,
    () => `the folder to fill (it is ${state})`,
    { timeoutMs: 30, intervalMs: 5 },
  );
  state = 'still empty';
  await expect(waiting).rejects.toThrow('timed out waiting for the folder to fill (it is still empty)');
});
