import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { setHeadMeta } from './head-meta';

// A page that shows one record (a job, an article) titles the document after it. The shell's metadata, which
// arrives from the route's seodata at its own pace, then keeps that title instead of the route's generic one.
// `shared` is one instance for the shell and every remote, so this map is seen by both.
const recordTitles = new Map<string, string>();

/** The title a page gave the document at this path, if any. */
export function readRecordTitle(pathname: string): string | undefined {
  return recordTitles.get(pathname);
}

/** Titles the document after the page's record once it is known (undefined while it loads). */
export function useRecordTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return undefined;
    recordTitles.set(pathname, title);
    document.title = title;
    setHeadMeta('property', 'og:title', title);
    setHeadMeta('name', 'twitter:title', title);
    return () => {
      if (recordTitles.get(pathname) === title) recordTitles.delete(pathname);
    };
  }, [pathname, title]);
}
