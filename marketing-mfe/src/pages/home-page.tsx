import { lazy } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { collectFirstScreenData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { FeatureList, type Feature } from '../components/feature-list';
import { HomeHero } from '../components/home-hero';
import { InitiativesCarousel } from '../components/initiatives-carousel';
import { NearScreen } from '../components/near-screen';
import { PartnersSection } from '../components/partners-section';
import { sectionDataKeys } from '../lib/first-screen-keys';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

// Below the fold and fed by the API: loaded as the visitor scrolls near them (see NearScreen).
const TestimonialsSection = lazy(() => import('../components/testimonials-section').then((m) => ({ default: m.TestimonialsSection })));
const NewsSection = lazy(() => import('../components/news-section').then((m) => ({ default: m.NewsSection })));
const FaqTeaser = lazy(() => import('../components/faq-teaser').then((m) => ({ default: m.FaqTeaser })));

/**
 * For the server: the answers of the sections fed by the API, keyed as their useAsyncData calls, so the HTML carries
 * the reviews, news and questions, and the browser shows them without asking again.
 */
export const loadFirstScreen: FirstScreenLoader = async () => {
  // imported here, not with the page: in the browser the API client comes with the sections, as they near the screen
  const { getFaqs, getNewsUpdates, getTestimonials } = await import('@chalein/shared/api/marketing');
  return collectFirstScreenData({
    [sectionDataKeys.testimonials]: getTestimonials,
    [sectionDataKeys.newsUpdates]: getNewsUpdates,
    [sectionDataKeys.faqs]: getFaqs,
  });
};

/** The four safety features, in the page's language. */
function listSafetyFeatures(t: TFunction<'marketing'>): Feature[] {
  return [
    {
      title: t('homePage.safety.womenDrivers.title'),
      text: t('homePage.safety.womenDrivers.text'),
      icon: '/uploads/brand/women-driver.svg',
    },
    {
      title: t('homePage.safety.verification.title'),
      text: t('homePage.safety.verification.text'),
      icon: '/uploads/brand/verified-driver.svg',
    },
    {
      title: t('homePage.safety.liveLocation.title'),
      text: t('homePage.safety.liveLocation.text'),
      icon: '/uploads/brand/live-location.svg',
    },
    { title: t('homePage.safety.sos.title'), text: t('homePage.safety.sos.text'), icon: '/uploads/brand/sos.svg' },
  ];
}

/** The five marketed features, in the page's language. */
function listMarketedFeatures(t: TFunction<'marketing'>): Feature[] {
  return [
    {
      title: t('homePage.features.womenOnly.title'),
      text: t('homePage.features.womenOnly.text'),
      icon: '/uploads/brand/women-only.svg',
    },
    {
      title: t('homePage.features.voiceCommand.title'),
      text: t('homePage.features.voiceCommand.text'),
      icon: '/uploads/brand/voice-command.svg',
    },
    {
      title: t('homePage.features.hotspotAlerts.title'),
      text: t('homePage.features.hotspotAlerts.text'),
      icon: '/uploads/brand/hotspot-alert.svg',
    },
    {
      title: t('homePage.features.wheelchair.title'),
      text: t('homePage.features.wheelchair.text'),
      icon: '/uploads/brand/wheelchair.svg',
    },
    {
      title: t('homePage.features.bikeAuto.title'),
      text: t('homePage.features.bikeAuto.text'),
      icon: '/uploads/brand/bike-auto-icon.svg',
    },
  ];
}

export function HomePage() {
  const { t } = useMarketingTexts();
  return (
    <PageRoot>
      <HomeHero />
      <PartnersSection />
      <section className="section section--surface" aria-labelledby="safety-title">
        <div className="container">
          <h2 id="safety-title" className="section__title">
            {t('homePage.safety.title')}
          </h2>
          <p className="section__lead">{t('homePage.safety.lead')}</p>
          <FeatureList features={listSafetyFeatures(t)} />
        </div>
      </section>
      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title" className="section__title">
            {t('homePage.services.title')}
          </h2>
          <div className="services-block">
            <article className="card service-card">
              <img src="/uploads/brand/cab-ride.svg" alt="" width="96" height="64" loading="lazy" />
              <h3>{t('homePage.services.cabRide.title')}</h3>
              <p>{t('homePage.services.cabRide.text')}</p>
              <Link to="/in_city_ride">{t('homePage.services.cabRide.link')}</Link>
            </article>
            <article className="card service-card">
              <img src="/uploads/brand/porter.svg" alt="" width="96" height="64" loading="lazy" />
              <h3>{t('homePage.services.porter.title')}</h3>
              <p>{t('homePage.services.porter.text')}</p>
              <Link to="/porter">{t('homePage.services.porter.link')}</Link>
            </article>
          </div>
        </div>
      </section>
      <section className="section section--surface" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title" className="section__title">
            {t('homePage.features.title')}
          </h2>
          <FeatureList features={listMarketedFeatures(t)} />
        </div>
      </section>
      <NearScreen
        title={t('testimonialsSection.title')}
        loadingLabel={t('testimonialsSection.loading')}
        firstScreenKey={sectionDataKeys.testimonials}
      >
        <TestimonialsSection />
      </NearScreen>
      <NearScreen
        title={t('newsSection.title')}
        loadingLabel={t('newsSection.loading')}
        surface
        firstScreenKey={sectionDataKeys.newsUpdates}
      >
        <NewsSection />
      </NearScreen>
      <InitiativesCarousel />
      <section className="section section--surface" aria-labelledby="home-faq-title">
        <div className="container">
          <h2 id="home-faq-title" className="section__title">
            {t('homePage.faq.title')}
          </h2>
          <NearScreen loadingLabel={t('homePage.faq.loading')} firstScreenKey={sectionDataKeys.faqs}>
            <FaqTeaser categoryHeading="h3" />
          </NearScreen>
        </div>
      </section>
    </PageRoot>
  );
}
