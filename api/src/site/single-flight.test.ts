import { createSingleFlight } from './single-flight';

/** A task that runs until released, counting its runs. */
function createHeldTask<T>(value: T) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const task = {
    runs: 0,
    release: () => release(),
    run: async () => {
      task.runs += 1;
      await held;
      return value;
    },
  };
  return task;
}

describe('one run per key at a time', () => {
  it('runs a task once for every call made while it runs, and gives each call its result', async () => {
    const flights = createSingleFlight<string>();
    const task = createHeldTask('the page');
    const calls = Array.from({ length: 8 }, () => flights.run('/pricing', task.run));
    expect(calls.map((call) => call.joined)).toEqual([false, true, true, true, true, true, true, true]);
    task.release();
    expect(await Promise.all(calls.map((call) => call.result))).toEqual(Array(8).fill('the page'));
    expect(task.runs).toBe(1);
  });

  it('runs other keys side by side', async () => {
    const flights = createSingleFlight<string>();
    const pricing = createHeldTask('pricing');
    const about = createHeldTask('about');
    const calls = [flights.run('/pricing', pricing.run), flights.run('/about', about.run)];
    expect(flights.size).toBe(2);
    pricing.release();
    about.release();
    expect(await Promise.all(calls.map((call) => call.result))).toEqual(['pricing', 'about']);
    expect([pricing.runs, about.runs]).toEqual([1, 1]);
  });

  it('runs the task again once a run has settled, whether it succeeded or failed', async () => {
    const flights = createSingleFlight<string>();
    const failing = flights.run('/pricing', () => Promise.reject(new Error('render failed')));
    const joined = flights.run('/pricing', () => Promise.resolve('never run'));
    await expect(failing.result).rejects.toThrow('render failed');
    await expect(joined.result).rejects.toThrow('render failed');
    expect(flights.size).toBe(0);

    const throwing = flights.run('/pricing', () => {
      throw new Error('thrown at once');
    });
    await expect(throwing.result).rejects.toThrow('thrown at once');
    const next = flights.run('/pricing', () => Promise.resolve('rendered again'));
    expect(next.joined).toBe(false);
    expect(await next.result).toBe('rendered again');
    expect(flights.size).toBe(0);
  });
});
