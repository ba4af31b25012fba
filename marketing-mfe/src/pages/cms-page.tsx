import { useLocation } from 'react-router-dom';
import { getCmsPage } from '@chalein/shared/api/marketing';
import { cmsPageIds, findSiteRoute } from '@chalein/shared/lib/routes';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { SafeHtml } from '@chalein/shared/ui/safe-html';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { PageHeader } from '../components/page-header';
import '../styles/marketing.css';

/**
 * Which CMS page a path shows: the path without a trailing slash, its id (none for a path that is not one of the
 * four) and the key of its answer, for the page's useAsyncData call and for loadFirstScreen alike.
 */
export function readCmsPath(pathname: string): { path: string; id: number | undefined; key: string } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const id = cmsPageIds[path];
  return { path, id, key: `cms:${id ?? path}` };
}

/** For the server: the CMS page of the path; a path with no page loads nothing (the page says it is not available). */
export const loadFirstScreen: FirstScreenLoader = ({ pathname }) => {
  const { id, key } = readCmsPath(pathname);
  return collectFirstScreenData(id === undefined ? {} : { [key]: () => getCmsPage(id) });
};

/**
 * Terms, privacy, refund and general information (CMS ids 1-4), one module for the four routes:
 * the path says which page. A failed load shows an error with Retry instead of 'Loading...' forever.
 */
export function CmsPage() {
  const { pathname } = useLocation();
  const { path, id, key } = readCmsPath(pathname);
  const routeName = findSiteRoute(path)?.name ?? 'Information';
  const page = useAsyncData(() => (id === undefined ? Promise.reject(new Error('Unknown page')) : getCmsPage(id)), key);

  if (id === undefined) {
    return (
      <PageRoot>
        <PageHeader title={routeName} />
        <div className="container section">
          <EmptyState message="This page is not available." />
        </div>
      </PageRoot>
    );
  }

  return (
    <PageRoot>
      <PageHeader title={page.status === 'success' ? page.data.strTitle : routeName} />
      <div className="container section cms-page">
        {page.status === 'loading' ? <LoadingState /> : null}
        {page.status === 'error' ? (
          <ErrorState message={`We could not load this page. ${page.error.message}`} onRetry={page.reload} />
        ) : null}
        {page.status === 'success' ? <SafeHtml as="article" className="rich-text" html={page.data.strDescription} /> : null}
      </div>
    </PageRoot>
  );
}
