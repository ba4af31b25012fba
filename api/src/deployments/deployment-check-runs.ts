import type { RemoteName } from '@chalein/shared/lib/routes';

// A version's checks can take longer than any connection in front of the server stays open with nothing on it
// (CONNECTION_TIMEOUT_MS here, a proxy's read timeout before it): the smoke render alone may wait a minute for its
// render process. So the deploy command asks for an answer later (`Prefer: respond-async`): the upload is answered
// 202 as soon as it is received, and GET .../versions/<version>/check gives the checks' answer once they are done,
// the very status and envelope the upload would have answered had it waited (docs/decisions/0023-deploy-registry.md).

/** What a finished check answers: 201 with the stored version, 422 with the refusal, or another error. */
export interface CheckAnswer {
  statusCode: number;
  body: object;
}

/** How long a finished check's answer waits to be collected. */
export const CHECK_ANSWER_KEPT_MS = 15 * 60_000;

export function createCheckRuns(now: () => number = Date.now) {
  const runs = new Map<string, { answer: CheckAnswer | null; settledAt: number }>();
  const underWay = new Set<Promise<void>>();

  function forgetOldAnswers(): void {
    for (const [key, run] of runs) if (run.answer !== null && now() - run.settledAt > CHECK_ANSWER_KEPT_MS) runs.delete(key);
  }

  return {
    /** Follows the checks of a version until `answer` settles; it must resolve, refusals included, never reject. */
    follow(remote: RemoteName, version: string, answer: Promise<CheckAnswer>): void {
      forgetOldAnswers();
      const run: { answer: CheckAnswer | null; settledAt: number } = { answer: null, settledAt: 0 };
      runs.set(`${remote}/${version}`, run);
      const settled = answer.then((value) => {
        run.answer = value;
        run.settledAt = now();
      });
      underWay.add(settled);
      void settled.finally(() => underWay.delete(settled));
    },

    /** 'checking' while the checks run, then their answer; null when no check of it is known (or kept). */
    read(remote: RemoteName, version: string): CheckAnswer | 'checking' | null {
      forgetOldAnswers();
      const run = runs.get(`${remote}/${version}`);
      if (run === undefined) return null;
      return run.answer ?? 'checking';
    },

    /** Resolves once every check under way has its answer (the server waits for them as it closes). */
    async settle(): Promise<void> {
      await Promise.all([...underWay]);
    },
  };
}

export type CheckRuns = ReturnType<typeof createCheckRuns>;
