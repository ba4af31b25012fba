import { prefixConsoleWithRequestId, runWithRequestId } from './render-log';

// The render process's console during a render: each line starts with the render's request id, through awaits and
// timers, and a line written outside any render is left as it is.

function createRecordingConsole() {
  const written: unknown[][] = [];
  const record = (...args: unknown[]) => void written.push(args);
  const target = { log: record, info: record, warn: record, error: record, debug: record, trace: record } as unknown as Console;
  prefixConsoleWithRequestId(target);
  return { target, written };
}

test("a line written during a render, after its awaits, starts with the render's request id", async () => {
  const { target, written } = createRecordingConsole();
  await runWithRequestId('b7e4-request', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    target.warn('missing %s', 'key');
  });
  expect(written).toEqual([['[req b7e4-request] missing %s', 'key']]);
});

test('an error object is written after the prefix, and two renders at once keep their own ids', async () => {
  const { target, written } = createRecordingConsole();
  const error = new Error('boom');
  await Promise.all([
    runWithRequestId('first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      target.error(error);
    }),
    runWithRequestId('second', async () => target.log('second line')),
  ]);
  expect(written).toEqual([['[req second] second line'], ['[req first]', error]]);
});

test('a line outside any render, or of a render without an id, is written as it is', async () => {
  const { target, written } = createRecordingConsole();
  target.info('starting');
  await runWithRequestId(undefined, async () => target.info('no id'));
  expect(written).toEqual([['starting'], ['no id']]);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("a line written where the render's context is lost carries the id of the one render in flight, and none of two", async () => {
  const { target, written } = createRecordingConsole();
  // timers set outside any render, as React resumes a page from the code that resolved its lazy module
  setTimeout(() => target.warn('while one renders'), 5);
  await runWithRequestId('only-one', () => pause(30));
  setTimeout(() => target.warn('while two render'), 5);
  await Promise.all([runWithRequestId('one-of-two', () => pause(30)), runWithRequestId('two-of-two', () => pause(30))]);
  expect(written).toEqual([['[req only-one] while one renders'], ['while two render']]);
});
