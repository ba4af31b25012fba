import { useLocation } from 'react-router-dom';
import { getCmsPage } from '@chalein/shared/api/marketing';
import { cmsPageIds } from '@chalein/shared/lib/routes';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { SafeHtml } from '@chalein/shared/ui/safe-html';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { PageHeader } from '../components/page-header';
import { useMarketingTexts } from '../lib/marketing-texts';
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

// each CMS page's name, shown as its heading while its own title loads (or when it could not be loaded)
const cmsPageNameKeys: Readonly<Record<number, string>> = {
  1: 'cmsPage.names.terms',
  2: 'cmsPage.names.privacy',
  3: 'cmsPage.names.refund',
  4: 'cmsPage.names.generalInfo',
};

/**
 * Terms, privacy, refund and general information (CMS ids 1-4), one module for the four routes:
 * the path says which page. A failed load shows an error with Retry instead of 'Loading...' forever.
 */
export function CmsPage() {
  const { pathname } = useLocation();
  const { id, key } = readCmsPath(pathname);
  const { t } = useMarketingTexts();
  const routeName = t((id === undefined ? undefined : cmsPageNameKeys[id]) ?? 'cmsPage.names.information');
  const page = useAsyncData(() => (id === undefined ? Promise.reject(new Error('Unknown page')) : getCmsPage(id)), key);

  if (id === undefined) {
    return (
      <PageRoot>
        <PageHeader title={routeName} />
        <div className="container section">
          <EmptyState message={t('cmsPage.notAvailable')} />
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
          <ErrorState message={t('cmsPage.loadError', { message: page.error.message })} onRetry={page.reload} />
        ) : null}
        {page.status === 'success' ? <SafeHtml as="article" className="rich-text" html={page.data.strDescription} /> : null}
      </div>
    </PageRoot>
  );
}
