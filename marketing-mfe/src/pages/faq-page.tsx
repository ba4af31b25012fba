import { useDeferredValue, useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getFaqs } from '@chalein/shared/api/marketing';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { FaqItem } from '../components/faq-item';
import { PageHeader } from '../components/page-header';
import { sectionDataKeys } from '../lib/first-screen-keys';
import { filterFaqs, groupFaqs } from '../lib/group-faqs';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

/** For the server: every question, keyed as the page's useAsyncData call (the same key as the FAQ teaser's). */
export const loadFirstScreen: FirstScreenLoader = () => collectFirstScreenData({ [sectionDataKeys.faqs]: getFaqs });

/** The full FAQ (/faq): every category and question, searchable, each answer opening on demand. */
export function FaqPage() {
  const { t } = useMarketingTexts();
  const faqs = useAsyncData(getFaqs, sectionDataKeys.faqs);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();

  const all = faqs.status === 'success' ? faqs.data : [];
  const matches = filterFaqs(all, deferredQuery);
  const groups = groupFaqs(matches);

  return (
    <PageRoot>
      <PageHeader title={t('faqPage.title')} lead={t('faqPage.lead')} />
      <section className="section" aria-label={t('faqPage.sectionLabel')}>
        <div className="container faq-page">
          {faqs.status === 'loading' ? <LoadingState /> : null}
          {faqs.status === 'error' ? (
            <ErrorState message={t('faqPage.loadError', { message: faqs.error.message })} onRetry={faqs.reload} />
          ) : null}
          {faqs.status === 'success' && all.length === 0 ? <EmptyState message={t('faqPage.empty')} /> : null}
          {faqs.status === 'success' && all.length > 0 ? (
            <>
              <form className="faq-search" role="search" onSubmit={(event) => event.preventDefault()}>
                <label htmlFor={searchId} className="field__label">
                  {t('faqPage.searchLabel')}
                </label>
                <input
                  id={searchId}
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder={t('faqPage.searchPlaceholder')}
                  autoComplete="off"
                />
              </form>
              <p className="faq-search__count" role="status">
                {query.trim()
                  ? t('faqPage.matchCount', { count: matches.length, total: all.length })
                  : t('faqPage.summary', {
                      questions: t('faqPage.questionCount', { count: all.length }),
                      topics: t('faqPage.topicCount', { count: groupFaqs(all).length }),
                    })}
              </p>
              {groups.length === 0 ? (
                <p className="faq-search__none">
                  {t('faqPage.noMatch', { query: query.trim() })}{' '}
                  <Trans t={t} i18nKey="faqPage.noMatchHelp" components={{ contactLink: <Link to="/contact" /> }} />
                </p>
              ) : (
                groups.map((group) => (
                  <section key={group.category} className="faq-category" aria-label={group.category}>
                    <h2 className="faq-category__title">{group.category}</h2>
                    <ul className="faq-list">
                      {group.faqs.map((faq) => (
                        <FaqItem key={faq.id} faq={faq} headingLevel="h3" />
                      ))}
                    </ul>
                  </section>
                ))
              )}
            </>
          ) : null}
        </div>
      </section>
    </PageRoot>
  );
}
