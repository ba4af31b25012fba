// Kept free of shared imports: index.ts runs it before the async boundary.

/**
 * Gives the main thread back to the browser until its next turn: a tap, a scroll or a paint waiting meanwhile goes
 * first. scheduler.yield (Chromium 129+) resumes ahead of other queued work; elsewhere a zero timeout does the same
 * job at the back of the queue.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs the steps one after another, each in a task of its own (the main thread is given back before each). A step
 * that fails stops the start there and rejects with its error.
 */
export async function startInSteps(steps: ReadonlyArray<() => Promise<unknown>>, pause: () => Promise<void> = yieldToMain): Promise<void> {
  for (const step of steps) {
    await pause();
    await step();
  }
}
