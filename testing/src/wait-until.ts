// The one way tests wait for something that happens in the background (a webhook, a server starting, a sweep, a
// carousel moving): poll a condition until it holds, and fail with a message that says what never happened. Tests
// wait on conditions like this, never on a fixed sleep.

export interface WaitUntilOptions {
  /** give up after this long (default 5 s) */
  timeoutMs?: number;
  /** time between two checks (default 50 ms) */
  intervalMs?: number;
}

/**
 * Resolves once `check` returns true (awaiting it when it returns a promise). After `timeoutMs` it throws
 * "timed out waiting for <what>"; `what` may be a function, called then, to describe the state at that moment.
 */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  what: string | (() => string),
  { timeoutMs = 5000, intervalMs = 50 }: WaitUntilOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
