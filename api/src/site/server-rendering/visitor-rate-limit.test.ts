import { createVisitorRateLimit } from './visitor-rate-limit';

// The per-visitor limit on a clock the test moves: a minute's worth at once, then the rate, each visitor apart.

test("a visitor may have a minute's worth at once, then one more per 60/n seconds; another visitor is apart", () => {
  let now = 0;
  const limit = createVisitorRateLimit(3, { now: () => now });
  expect([limit.take('a'), limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([true, true, true, false]);
  expect(limit.take('b')).toBe(true);
  now += 19_000;
  expect(limit.take('a')).toBe(false);
  now += 1_000;
  expect([limit.take('a'), limit.take('a')]).toEqual([true, false]);
  // a long pause refills the bucket, but never beyond a minute's worth
  now += 10 * 60_000;
  expect([limit.take('a'), limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([true, true, true, false]);
});

test('no limit at 0, and at most maxVisitors buckets kept (the least recently seen forgotten first)', () => {
  const unlimited = createVisitorRateLimit(0);
  for (let i = 0; i < 1000; i += 1) expect(unlimited.take('a')).toBe(true);
  const limit = createVisitorRateLimit(1, { maxVisitors: 2, now: () => 0 });
  expect([limit.take('a'), limit.take('b'), limit.take('a')]).toEqual([true, true, false]);
  // c pushes out b (a was seen more recently): b starts again with a full bucket, a does not
  expect(limit.take('c')).toBe(true);
  expect([limit.take('a'), limit.take('b')]).toEqual([false, true]);
});
