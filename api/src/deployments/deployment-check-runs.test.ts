import { CHECK_ANSWER_KEPT_MS, createCheckRuns, type CheckAnswer } from './deployment-check-runs';

// The checks nobody waits on, followed on a clock of the test's own.

test('a check reads as checking until it has its answer, which is kept for CHECK_ANSWER_KEPT_MS, then forgotten', async () => {
  let clock = 0;
  const runs = createCheckRuns(() => clock);
  let finish: (answer: CheckAnswer) => void = () => undefined;
  runs.follow('careers', '1.0.0', new Promise<CheckAnswer>((resolve) => (finish = resolve)));
  expect(runs.read('careers', '1.0.0')).toBe('checking');
  expect(runs.read('careers', '1.0.1')).toBeNull();
  expect(runs.read('passes', '1.0.0')).toBeNull();

  const refused = { statusCode: 422, body: { success: false, message: 'careers 1.0.0 is refused' } };
  finish(refused);
  await runs.settle();
  expect(runs.read('careers', '1.0.0')).toEqual(refused);
  clock += CHECK_ANSWER_KEPT_MS;
  expect(runs.read('careers', '1.0.0')).toEqual(refused);
  clock += 1;
  expect(runs.read('careers', '1.0.0')).toBeNull();
});

test('settle waits for every check under way; the same version checked again reads as its new check', async () => {
  const runs = createCheckRuns();
  const stored = { statusCode: 201, body: { success: true } };
  runs.follow('careers', '1.0.0', Promise.resolve({ statusCode: 422, body: { success: false } }));
  await runs.settle();
  let done = false;
  runs.follow(
    'careers',
    '1.0.0',
    new Promise<CheckAnswer>((resolve) => setTimeout(() => resolve(stored), 50)).finally(() => (done = true)),
  );
  expect(runs.read('careers', '1.0.0')).toBe('checking');
  await runs.settle();
  expect(done).toBe(true);
  expect(runs.read('careers', '1.0.0')).toEqual(stored);
});
