import { Link } from 'react-router-dom';
import { Carousel } from '@chalein/shared/ui/carousel';
import { initiativesCarouselSettings } from './carousel-settings';
import { useMarketingTexts } from '../lib/marketing-texts';
import { listInitiatives } from './initiatives';

/** The home page's initiatives carousel: the 3 fixed cards, one at a time, in an endless loop. */
export function InitiativesCarousel() {
  const { t } = useMarketingTexts();
  return (
    <section className="section" aria-labelledby="initiatives-title">
      <div className="container">
        <h2 id="initiatives-title" className="section__title">
          {t('initiativesCarousel.title')}
        </h2>
        <p className="section__lead">
          {t('initiativesCarousel.lead')} <Link to="/initiatives">{t('initiativesCarousel.link')}</Link>
        </p>
        <Carousel label={t('initiativesCarousel.carouselLabel')} settings={initiativesCarouselSettings}>
          {listInitiatives(t).map((initiative) => (
            <article key={initiative.id} className="card initiative-card">
              <img src={initiative.image} alt={initiative.imageAlt} width="640" height="360" loading="lazy" />
              <div className="initiative-card__text">
                <h3>{initiative.title}</h3>
                <p>{initiative.summary}</p>
              </div>
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
