import { createMemoryCache } from './memory-cache';

test('keeps the most recently used pages, forgets the oldest when full and any older than its time to live', () => {
  let now = 0;
  const cache = createMemoryCache<string>({ maxEntries: 2, ttlMs: 1000, now: () => now });
  cache.set('/a', 'A');
  cache.set('/b', 'B');
  expect(cache.get('/a')).toBe('A');
  cache.set('/c', 'C');
  expect(cache.get('/b')).toBeUndefined();
  expect(cache.get('/a')).toBe('A');
  now = 1001;
  expect(cache.get('/c')).toBeUndefined();
  expect(cache.size).toBe(1);
});
