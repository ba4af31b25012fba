import { useStoreUrl } from '@chalein/shared/lib/app-store';
import { useMarketingTexts } from '../lib/marketing-texts';

export function HomeHero() {
  const { t } = useMarketingTexts();
  const riderStoreUrl = useStoreUrl('rider');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__welcome">{t('homeHero.welcome')}</p>
          <h1 id="hero-title">{t('homeHero.tagline')}</h1>
          <p className="hero__lead">{t('homeHero.lead')}</p>
          <a className="button hero__cta" href={riderStoreUrl} target="_blank" rel="noopener noreferrer">
            {t('homeHero.bookRide')}
          </a>
        </div>
        <img
          className="hero__art"
          src="/uploads/brand/hero-city.svg"
          alt={t('homeHero.artAlt')}
          width="560"
          height="280"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
