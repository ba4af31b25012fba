import { createContext, createElement, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../api/client';

export type AsyncState<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

type Settled<T> = Exclude<AsyncState<T>, { status: 'loading' }>;

/**
 * The first screen's data of a server-rendered page, keyed as the page's useAsyncData calls key it. The server
 * renders with what the page's `loadFirstScreen` fetched, and the browser hydrates with the same answers (sent in
 * the HTML), so neither renders 'Loading...' and the browser does not ask for them again.
 */
export type FirstScreenData = Readonly<Record<string, unknown>>;

/**
 * What an exposed page module exports beside its component for the server: fetches the page's first screen
 * through the same `shared` API functions the page calls, keyed as its useAsyncData calls. A key that fails is
 * left out; the page then fetches it in the browser as it always has.
 */
export type FirstScreenLoader = (request: FirstScreenRequest) => Promise<FirstScreenData>;

/** The page address a FirstScreenLoader fetches for: its path, the route's parameters and the query string. */
export interface FirstScreenRequest {
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  search: string;
}

const FirstScreenDataContext = createContext<FirstScreenData>({});

/** Hands the first screen's data to the pages; the shell stops providing it once the visitor navigates away. */
export function FirstScreenDataProvider({ data, children }: { data: FirstScreenData | null; children?: ReactNode }) {
  return createElement(FirstScreenDataContext.Provider, { value: data ?? {} }, children);
}

/**
 * True when the page came with the server's answer for `key`: the same on the server and in the browser's hydrating
 * render, which both have that data (a section below the fold can then render at once instead of waiting).
 */
export function useHasFirstScreenData(key: string): boolean {
  return key in useContext(FirstScreenDataContext);
}

/** The server's first-screen value under `key`, or undefined (a posted form's state, read by use-form.ts). */
export function useFirstScreenValue(key: string): unknown {
  return useContext(FirstScreenDataContext)[key];
}

/**
 * How FirstScreenData carries an answer that says the record is not there (a job id or an article slug nobody
 * has): plain JSON, since the data travels in the page's HTML to the browser's hydrating render.
 */
interface FirstScreenRefusal {
  firstScreenRefusal: { status: number; message: string };
}

/** Statuses that say the record does not exist, or the address cannot name one: asking again changes nothing. */
const FINAL_REFUSALS: ReadonlySet<number> = new Set([400, 404, 410]);

function isFirstScreenRefusal(value: unknown): value is FirstScreenRefusal {
  const refusal: unknown = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).firstScreenRefusal : undefined;
  return typeof refusal === 'object' && refusal !== null && typeof (refusal as { status?: unknown }).status === 'number';
}

/** What a page's useAsyncData starts from for a key the server answered: the data, or the refusal as its error. */
function readFirstScreenState<T>(value: unknown): Settled<T> {
  if (!isFirstScreenRefusal(value)) return { status: 'success', data: value as T };
  const { status, message } = value.firstScreenRefusal;
  return { status: 'error', error: new ApiError(message, status) };
}

/**
 * Runs loaders side by side into one FirstScreenData. A key whose call failed is left out (the browser asks again),
 * except when the answer says the record does not exist: that is kept, so the server renders the page's own 'not
 * found' message, as the browser would, rather than 'Loading...'.
 */
export async function collectFirstScreenData(loads: Readonly<Record<string, () => Promise<unknown>>>): Promise<FirstScreenData> {
  const entries = await Promise.all(
    Object.entries(loads).map(async ([key, load]) => {
      try {
        return [[key, await load()] as const];
      } catch (error) {
        if (error instanceof ApiError && error.status !== null && FINAL_REFUSALS.has(error.status)) {
          const refusal: FirstScreenRefusal = { firstScreenRefusal: { status: error.status, message: error.message } };
          return [[key, refusal] as const];
        }
        return [];
      }
    }),
  );
  return Object.fromEntries(entries.flat());
}

/**
 * Runs `load` when `key` changes and tracks loading, error and data; `reload` runs it again (Retry buttons).
 * Each run has a token; a result is shown only while its token is current, so one that arrives after the key
 * changed or the component unmounted is dropped, and a new run reads as loading until it settles. A key the
 * server already fetched (FirstScreenDataProvider) starts as data and is not fetched again.
 */
export function useAsyncData<T>(load: () => Promise<T>, key: string): AsyncState<T> & { reload: () => void } {
  const firstScreen = useContext(FirstScreenDataContext);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ token: string; state: Settled<T> } | null>(() =>
    key in firstScreen ? { token: `${key}#0`, state: readFirstScreenState<T>(firstScreen[key]) } : null,
  );
  const token = `${key}#${attempt}`;

  useEffect(() => {
    if (result?.token === token) return undefined;
    let current = true;
    load().then(
      (data) => current && setResult({ token, state: { status: 'success', data } }),
      (error: unknown) =>
        current && setResult({ token, state: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } }),
    );
    return () => {
      current = false;
    };
    // `load` is recreated every render by callers; the token names what it loads and which attempt this is, and
    // a result already held for it (the server's) is not fetched again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: AsyncState<T> = result?.token === token ? result.state : { status: 'loading' };
  return { ...state, reload };
}
