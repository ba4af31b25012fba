import { judgeCanary, Z_CRITICAL } from './canary-judgement';
import { isInCanary } from './canary-cookie';

const window = { from: new Date('2026-11-27T02:00:00Z'), to: new Date('2026-11-27T02:10:00Z') };
const settings = { minViews: 200, errorMargin: 0.02 };

test('no verdict before the canary has its minimum of views, however bad it looks', () => {
  const judged = judgeCanary('v2', { views: 199, errors: 199 }, 'v1', { views: 5000, errors: 0 }, window, settings);
  expect(judged.verdict).toBe('waiting');
  expect(judged.reason).toBe(
    '199 views with 199 browser errors (100.0 per 100 views) against 5000 views with 0 (0.0 per 100 views) for v1: fewer than the 200 views a verdict needs',
  );
});

test('a canary whose every view fails is failing, with the figures it was judged on', () => {
  const judged = judgeCanary('v2', { views: 200, errors: 350 }, null, { views: 1800, errors: 9 }, window, settings);
  expect(judged.verdict).toBe('failing');
  // an error beyond one per view counts once: the rate is of failed views
  expect(judged.figures.canary).toEqual({ version: 'v2', views: 200, errors: 350, rate: 1 });
  expect(judged.figures.baseline).toEqual({ version: null, views: 1800, errors: 9, rate: 0.005 });
  expect(judged.figures.z).toBeGreaterThan(Z_CRITICAL);
  expect(judged.figures).toMatchObject({ from: '2026-11-27T02:00:00.000Z', to: '2026-11-27T02:10:00.000Z' });
  expect(judged.reason).toMatch(/for the configured build: more than 2\.0 per 100 views above it, z = [\d.]+ ≥ 3\.09$/);
});

test('a canary as good as the baseline, or within the margin, is healthy', () => {
  expect(judgeCanary('v2', { views: 400, errors: 4 }, 'v1', { views: 4000, errors: 40 }, window, settings).verdict).toBe('healthy');
  // 1.5 per 100 above the baseline: within a margin of 2
  const within = judgeCanary('v2', { views: 1000, errors: 25 }, 'v1', { views: 1000, errors: 10 }, window, settings);
  expect(within.verdict).toBe('healthy');
  expect(within.reason).toMatch(/within the margin of 2\.0 per 100 views$/);
});

test('above the margin by chance alone is not enough: the difference must be significant', () => {
  // 3 per 100 against 0.5 per 100, on few baseline views: z about 1.2
  const judged = judgeCanary('v2', { views: 200, errors: 6 }, 'v1', { views: 200, errors: 1 }, window, settings);
  expect(judged.verdict).toBe('healthy');
  expect(judged.figures.z).toBeLessThan(Z_CRITICAL);
  expect(judged.reason).toMatch(/above the margin of 2\.0 per 100 views, but not significantly \(z = [\d.]+ < 3\.09\)$/);
  // the same rates on ten times the views are
  expect(judgeCanary('v2', { views: 2000, errors: 60 }, 'v1', { views: 2000, errors: 10 }, window, settings).verdict).toBe('failing');
});

test('with no baseline views to compare, the margin alone decides', () => {
  const failing = judgeCanary('v2', { views: 300, errors: 30 }, 'v1', { views: 0, errors: 0 }, window, settings);
  expect([failing.verdict, failing.figures.z]).toEqual(['failing', null]);
  expect(failing.reason).toMatch(/with no views of the baseline to compare$/);
  expect(judgeCanary('v2', { views: 300, errors: 3 }, 'v1', { views: 0, errors: 0 }, window, settings).verdict).toBe('healthy');
});

test("a visitor's number puts them in a canary below its share, each remote shifted so canaries do not coincide", () => {
  for (const percent of [1, 10, 50, 99]) {
    const inCareers = Array.from({ length: 100 }, (_, bucket) => bucket).filter((bucket) => isInCanary(bucket, 'careers', percent));
    expect(inCareers).toHaveLength(percent);
  }
  const careers = Array.from({ length: 100 }, (_, bucket) => isInCanary(bucket, 'careers', 10));
  const passes = Array.from({ length: 100 }, (_, bucket) => isInCanary(bucket, 'passes', 10));
  expect(careers).not.toEqual(passes);
});
