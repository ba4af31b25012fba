/**
 * One run of a task per key at a time: a call for a key whose run is under way joins that run (its promise)
 * instead of starting another. For the page cache it means a page is rendered once however many visitors ask for
 * it while it renders, on its first visit or when its kept copy has just expired, instead of once per visitor.
 */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    /** `joined` says the result is another call's run (this call started nothing). */
    run(key: string, task: () => Promise<T>): { result: Promise<T>; joined: boolean } {
      const under = running.get(key);
      if (under) return { result: under, joined: true };
      // a task that throws at once still settles the promise, and the key is free again once it has
      const result = Promise.resolve()
        .then(task)
        .finally(() => {
          if (running.get(key) === result) running.delete(key);
        });
      running.set(key, result);
      return { result, joined: false };
    },

    /** how many keys have a run under way */
    get size(): number {
      return running.size;
    },
  };
}
