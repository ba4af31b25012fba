import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { getUploadUrl } from '@chalein/shared/api/client';
import { getJobCategories } from '@chalein/shared/api/careers';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import '../styles/careers.css';

const jobCategoriesKey = 'job-categories';

/** For the server: the page's first screen, keyed as its useAsyncData call. */
export const loadFirstScreen: FirstScreenLoader = () => collectFirstScreenData({ [jobCategoriesKey]: getJobCategories });

export function JobsPage() {
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
          <h1 id="careers-title">Build the way Bengaluru moves</h1>
          <p className="section__lead careers-hero__lead">
            Join the team behind Chalein's rides, passes and porter service, or earn on your own schedule as a driver partner.
          </p>
          <div className="careers-hero__actions">
            <Link to="/drive_with_us" className="button">
              drive with us
            </Link>
            <button type="button" className="button button--secondary" onClick={scrollToJobs}>
              find your next job
            </button>
          </div>
        </div>
      </section>
      <section className="section section--surface" aria-labelledby="openings-title" ref={gridRef} tabIndex={-1}>
        <div className="container">
          <h2 id="openings-title" className="section__title">
            Open roles by team
          </h2>
          {categories.status === 'loading' ? <LoadingState label="Loading job categories..." /> : null}
          {categories.status === 'error' ? (
            <ErrorState message={`Error fetching job categories: ${categories.error.message}`} onRetry={categories.reload} />
          ) : null}
          {categories.status === 'success' && categories.data.length === 0 ? (
            <EmptyState message="There are no open roles right now. Please check back soon." />
          ) : null}
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
