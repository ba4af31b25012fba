import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { getUploadUrl } from '@chalein/shared/api/client';
import { getJobCategories } from '@chalein/shared/api/careers';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { useCareersTexts } from '../lib/careers-texts';
import '../styles/careers.css';

const jobCategoriesKey = 'job-categories';

/** For the server: the page's first screen, keyed as its useAsyncData call. */
export const loadFirstScreen: FirstScreenLoader = () => collectFirstScreenData({ [jobCategoriesKey]: getJobCategories });

export function JobsPage() {
  const { t } = useCareersTexts();
  const categories = useAsyncData(getJobCategories, jobCategoriesKey);
  const gridRef = useRef<HTMLElement>(null);

  const scrollToJobs = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    gridRef.current?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    gridRef.current?.focus({ preventScroll: true });
  };

  return (
    <PageRoot>
      <section className="section careers-hero" aria-labelledby="careers-title">
        <div className="container">
          <h1 id="careers-title">{t('jobsPage.heading')}</h1>
          <p className="section__lead careers-hero__lead">{t('jobsPage.lead')}</p>
          <div className="careers-hero__actions">
            <Link to="/drive_with_us" className="button">
              {t('jobsPage.driveWithUs')}
            </Link>
            <button type="button" className="button button--secondary" onClick={scrollToJobs}>
              {t('jobsPage.findJob')}
            </button>
          </div>
        </div>
      </section>
      <section className="section section--surface" aria-labelledby="openings-title" ref={gridRef} tabIndex={-1}>
        <div className="container">
          <h2 id="openings-title" className="section__title">
            {t('jobsPage.openings')}
          </h2>
          {categories.status === 'loading' ? <LoadingState label={t('jobsPage.loading')} /> : null}
          {categories.status === 'error' ? (
            <ErrorState message={t('jobsPage.loadFailed', { message: categories.error.message })} onRetry={categories.reload} />
          ) : null}
          {categories.status === 'success' && categories.data.length === 0 ? <EmptyState message={t('jobsPage.empty')} /> : null}
          {categories.status === 'success' && categories.data.length > 0 ? (
            <ul className="grid job-grid">
              {categories.data.map((category) => (
                <li key={category.id}>
                  <Link className="card job-card" to={`/jobs_details/${category.id}/${category.slugName}`}>
                    <img src={getUploadUrl('job-category', category.imageURL)} alt="" width="120" height="120" loading="lazy" />
                    <span className="job-card__title">{category.job_title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
    </PageRoot>
  );
}
