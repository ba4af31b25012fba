import { startInSteps, yieldToMain } from './start-in-steps';

describe('startInSteps', () => {
  it('runs each step after the one before has settled, giving the main thread back before each', async () => {
    const log: string[] = [];
    const pause = async () => {
      log.push('pause');
    };
    const step = (name: string) => async () => {
      log.push(`${name} starts`);
      await Promise.resolve();
      log.push(`${name} ends`);
    };

    await startInSteps([step('react'), step('react-dom'), step('bootstrap')], pause);

    expect(log).toEqual([
      'pause',
      'react starts',
      'react ends',
      'pause',
      'react-dom starts',
      'react-dom ends',
      'pause',
      'bootstrap starts',
      'bootstrap ends',
    ]);
  });

  it('stops at a step that fails, with its error', async () => {
    const later = jest.fn(async () => undefined);
    const failure = new Error('Loading chunk 470 failed');

    await expect(startInSteps([() => Promise.reject(failure), later], async () => undefined)).rejects.toBe(failure);
    expect(later).not.toHaveBeenCalled();
  });
});

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };

    await yieldToMain();

    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes in a task of its own, after what is already queued', async () => {
    jest.useFakeTimers();
    let resumed = false;
    void yieldToMain().then(() => {
      resumed = true;
    });

    await Promise.resolve();
    expect(resumed).toBe(false);
    await jest.runOnlyPendingTimersAsync();
    expect(resumed).toBe(true);
  });
});
