import { Counter } from 'prom-client';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('app.metrics', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp();
  });
  afterAll(async () => {
    await first.closeTestApp();
    await second.closeTestApp();
  });

  it("gives each app a registry of its own, with Node's process metrics in it", async () => {
    expect(first.app.metrics.registry).not.toBe(second.app.metrics.registry);
    const text = await first.app.metrics.registry.metrics();
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  it('takes the same metric name in two apps, and counts each apart', async () => {
    const counters = [first, second].map(
      ({ app }) => new Counter({ name: 'chalein_test_events_total', help: 'events', registers: [app.metrics.registry] }),
    );
    counters[0]!.inc(3);
    expect(await first.app.metrics.registry.getSingleMetricAsString('chalein_test_events_total')).toMatch(/^chalein_test_events_total 3$/m);
    expect(await second.app.metrics.registry.getSingleMetricAsString('chalein_test_events_total')).toMatch(
      /^chalein_test_events_total 0$/m,
    );
  });
});
