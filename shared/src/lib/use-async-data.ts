import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

type Settled<T> = Exclude<AsyncState<T>, { status: 'loading' }>;

/**
 * Runs `load` when `key` changes and tracks loading, error and data; `reload` runs it again (Retry buttons).
 * Each run has a token; a result is shown only while its token is current, so one that arrives after the key
 * changed or the component unmounted is dropped, and a new run reads as loading until it settles.
 */
export function useAsyncData<T>(load: () => Promise<T>, key: string): AsyncState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ token: string; state: Settled<T> } | null>(null);
  const token = `${key}#${attempt}`;

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ token, state: { status: 'success', data } }),
      (error: unknown) =>
        current && setResult({ token, state: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } }),
    );
    return () => {
      current = false;
    };
    // `load` is recreated every render by callers; the token names what it loads and which attempt this is
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: AsyncState<T> = result?.token === token ? result.state : { status: 'loading' };
  return { ...state, reload };
}
