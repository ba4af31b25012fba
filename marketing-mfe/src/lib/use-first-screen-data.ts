import { useAsyncData } from '@chalein/shared/lib/use-async-data';

// never settles: a key the server did not fetch is left for the section itself to load when it is shown
const waitForTheSection = () => new Promise<never>(() => undefined);

/**
 * True when the page came with the server's answer for `key` (FirstScreenDataProvider): the same on the server and
 * in the browser's hydrating render, which both have that data. Asked through useAsyncData, which starts a key the
 * server fetched as data; it fetches nothing itself.
 */
export function useHasFirstScreenData(key: string): boolean {
  return useAsyncData(waitForTheSection, key).status === 'success';
}
