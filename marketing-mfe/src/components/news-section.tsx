import { getUploadUrl } from '@chalein/shared/api/client';
import { getNewsUpdates } from '@chalein/shared/api/marketing';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { sectionDataKeys } from '../lib/first-screen-keys';
import { useFormatNewsDate } from '../lib/format-date';
import { useMarketingTexts } from '../lib/marketing-texts';
import { Carousel } from '@chalein/shared/ui/carousel';
import { newsCarouselSettings } from './carousel-settings';

/** News and updates: a carousel of the latest posts (GET news_updates), newest first. */
export function NewsSection() {
  const { t } = useMarketingTexts();
  const formatNewsDate = useFormatNewsDate();
  const news = useAsyncData(getNewsUpdates, sectionDataKeys.newsUpdates);
  return (
    <section className="section section--surface" aria-labelledby="news-title">
      <div className="container">
        <h2 id="news-title" className="section__title">
          {t('newsSection.title')}
        </h2>
        {news.status === 'loading' ? <LoadingState label={t('newsSection.loading')} /> : null}
        {news.status === 'error' ? <ErrorState message={t('newsSection.loadError')} onRetry={news.reload} /> : null}
        {news.status === 'success' && news.data.length === 0 ? <EmptyState message={t('newsSection.empty')} /> : null}
        {news.status === 'success' && news.data.length > 0 ? (
          <Carousel label={t('newsSection.carouselLabel')} settings={newsCarouselSettings}>
            {news.data.map((item) => (
              <article key={item.id} className="card news-card">
                <img src={getUploadUrl('news', item.image)} alt="" width="480" height="300" loading="lazy" />
                <time className="news-card__date" dateTime={item.created_at}>
                  {formatNewsDate(item.created_at)}
                </time>
                <h3 className="news-card__title">{item.title}</h3>
                <p>{item.description}</p>
              </article>
            ))}
          </Carousel>
        ) : null}
      </div>
    </section>
  );
}
