import { getUploadUrl } from '@chalein/shared/api/client';
import { getTestimonials } from '@chalein/shared/api/marketing';
import type { Testimonial } from '@chalein/shared/api/types';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { sectionDataKeys } from '../lib/first-screen-keys';
import { useMarketingTexts } from '../lib/marketing-texts';
import { Carousel } from '@chalein/shared/ui/carousel';
import { testimonialsCarouselSettings } from './carousel-settings';
import { StarRating } from './star-rating';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useMarketingTexts();
  const name = `${testimonial.firstName} ${testimonial.lastName}`.trim();
  const description = testimonial.description.trim();
  return (
    <figure className="card testimonial-card">
      <StarRating rating={testimonial.rating} />
      <blockquote className={description ? 'testimonial-card__quote' : 'testimonial-card__quote testimonial-card__quote--missing'}>
        <p>{description || t('testimonialsSection.missingDescription')}</p>
      </blockquote>
      <figcaption className="testimonial-card__person">
        <img src={getUploadUrl('testimonial', testimonial.imageURL)} alt="" width="56" height="56" loading="lazy" />
        <span>
          <strong className="testimonial-card__name">{name}</strong>
          <span className="testimonial-card__city">{testimonial.cityName}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Customer Reviews and Testimonials: a carousel of riders' reviews (GET testimonials). */
export function TestimonialsSection() {
  const { t } = useMarketingTexts();
  const testimonials = useAsyncData(getTestimonials, sectionDataKeys.testimonials);
  return (
    <section className="section" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title" className="section__title">
          {t('testimonialsSection.title')}
        </h2>
        {testimonials.status === 'loading' ? <LoadingState label={t('testimonialsSection.loading')} /> : null}
        {testimonials.status === 'error' ? <ErrorState message={t('testimonialsSection.loadError')} onRetry={testimonials.reload} /> : null}
        {testimonials.status === 'success' && testimonials.data.length === 0 ? (
          <EmptyState message={t('testimonialsSection.empty')} />
        ) : null}
        {testimonials.status === 'success' && testimonials.data.length > 0 ? (
          <Carousel label={t('testimonialsSection.carouselLabel')} settings={testimonialsCarouselSettings}>
            {testimonials.data.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </Carousel>
        ) : null}
      </div>
    </section>
  );
}
