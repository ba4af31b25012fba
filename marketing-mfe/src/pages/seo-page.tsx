import { Link } from 'react-router-dom';
import { getSeoIndex } from '@chalein/shared/api/marketing';
import type { SeoPageEntry } from '@chalein/shared/api/types';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, localizePath } from '@chalein/shared/lib/i18n/languages';
import { siteRoutes } from '@chalein/shared/lib/routes';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { PageHeader } from '../components/page-header';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

const indexedRoutes = siteRoutes.filter((route) => route.indexable);
const seoIndexKey = 'seo-index';

/** For the server: every page's title and description, keyed as the page's useAsyncData call. */
export const loadFirstScreen: FirstScreenLoader = () => collectFirstScreenData({ [seoIndexKey]: getSeoIndex });

/**
 * /seo: a readable index of every public page, with the title and description the server keeps for it in the page's
 * language (the API answers in it), and links to each page's version in every language, as the sitemap lists them.
 */
export function SeoPage() {
  const { t, i18n } = useMarketingTexts();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const index = useAsyncData(getSeoIndex, seoIndexKey);
  const byId = new Map<number, SeoPageEntry>(index.status === 'success' ? index.data.map((entry) => [entry.id, entry]) : []);

  return (
    <PageRoot>
      <PageHeader title={t('seoPage.title')} lead={t('seoPage.lead', { count: indexedRoutes.length })} />
      <section className="section" aria-label={t('seoPage.listLabel')}>
        <div className="container">
          {index.status === 'loading' ? <LoadingState /> : null}
          {index.status === 'error' ? (
            // the pages are known without the server: list them anyway, only their descriptions are missing
            <ErrorState message={t('seoPage.loadError', { message: index.error.message })} onRetry={index.reload} />
          ) : null}
          {index.status !== 'loading' ? (
            <ul className="seo-index">
              {indexedRoutes.map((route) => {
                const meta = route.seoId === undefined ? undefined : byId.get(route.seoId);
                return (
                  <li key={route.path} className="seo-index__item">
                    <h2 className="seo-index__title">
                      <Link to={route.path}>{meta?.metaTitle || route.name}</Link>
                    </h2>
                    <p className="seo-index__path">{localizePath(route.path, language)}</p>
                    {meta?.metaDescription ? <p>{meta.metaDescription}</p> : null}
                    <p className="seo-index__versions">
                      <span>{t('seoPage.versions')}</span>
                      {LANGUAGES.map((version) => (
                        // another language's page is another router's (its basename): a plain link, as the switcher's
                        <a
                          key={version}
                          href={localizePath(route.path, version)}
                          hrefLang={LANGUAGE_TAGS[version]}
                          lang={LANGUAGE_TAGS[version]}
                          aria-current={version === language ? 'page' : undefined}
                        >
                          {LANGUAGE_NAMES[version]}
                        </a>
                      ))}
                    </p>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      </section>
    </PageRoot>
  );
}
