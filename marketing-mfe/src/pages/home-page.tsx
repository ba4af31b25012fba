import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { collectFirstScreenData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { FeatureList, type Feature } from '../components/feature-list';
import { HomeHero } from '../components/home-hero';
import { InitiativesCarousel } from '../components/initiatives-carousel';
import { NearScreen } from '../components/near-screen';
import { PartnersSection } from '../components/partners-section';
import { sectionDataKeys } from '../lib/first-screen-keys';
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

export const safetyFeatures: readonly Feature[] = [
  {
    title: 'Women drivers preference',
    text: 'Riders can ask for a woman driver, for every ride or only at night.',
    icon: '/uploads/brand/women-driver.svg',
  },
  {
    title: 'Driver verification and background check',
    text: 'Every driver passes identity, licence and police verification before their first trip.',
    icon: '/uploads/brand/verified-driver.svg',
  },
  {
    title: 'Share live location',
    text: 'Send your live trip to trusted friends and family with one tap.',
    icon: '/uploads/brand/live-location.svg',
  },
  {
    title: 'SOS panic button',
    text: 'An SOS button in every ride alerts our 24x7 safety desk and your emergency contacts.',
    icon: '/uploads/brand/sos.svg',
  },
];

export const marketedFeatures: readonly Feature[] = [
  { title: 'Women-only rides', text: 'Rides with women drivers for women riders, any time of day.', icon: '/uploads/brand/women-only.svg' },
  {
    title: 'Voice-command booking',
    text: 'Book a ride by speaking in English, Kannada or Hindi.',
    icon: '/uploads/brand/voice-command.svg',
  },
  {
    title: 'Accident-hotspot alerts',
    text: 'Drivers are warned before they reach stretches known for accidents.',
    icon: '/uploads/brand/hotspot-alert.svg',
  },
  {
    title: 'Wheelchair-accessible taxis',
    text: 'Cabs with ramps and trained drivers, bookable from the app.',
    icon: '/uploads/brand/wheelchair.svg',
  },
  {
    title: 'Bike and auto services',
    text: 'Beat the traffic on a bike taxi, or take an auto for short hops.',
    icon: '/uploads/brand/bike-auto-icon.svg',
  },
];

export function HomePage() {
  return (
    <PageRoot>
      <HomeHero />
      <PartnersSection />
      <section className="section section--surface" aria-labelledby="safety-title">
        <div className="container">
          <h2 id="safety-title" className="section__title">
            Safety and reliability
          </h2>
          <p className="section__lead">Four things we do on every ride, so that you and the people who wait for you can relax.</p>
          <FeatureList features={safetyFeatures} />
        </div>
      </section>
      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title" className="section__title">
            Our services
          </h2>
          <div className="services-block">
            <article className="card service-card">
              <img src="/uploads/brand/cab-ride.svg" alt="" width="96" height="64" loading="lazy" />
              <h3>Cab Ride Service</h3>
              <p>Hatchbacks, sedans and SUVs for city rides, airport runs and outstation trips, with upfront fares.</p>
              <Link to="/in_city_ride">About in-city rides</Link>
            </article>
            <article className="card service-card">
              <img src="/uploads/brand/porter.svg" alt="" width="96" height="64" loading="lazy" />
              <h3>Porter Service</h3>
              <p>Two-wheelers, three-wheelers and mini trucks to move parcels, furniture and shop stock the same day.</p>
              <Link to="/porter">About porter service</Link>
            </article>
          </div>
        </div>
      </section>
      <section className="section section--surface" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title" className="section__title">
            Made for Bengaluru
          </h2>
          <FeatureList features={marketedFeatures} />
        </div>
      </section>
      <NearScreen
        title="Customer Reviews and Testimonials"
        loadingLabel="Loading testimonials..."
        firstScreenKey={sectionDataKeys.testimonials}
      >
        <TestimonialsSection />
      </NearScreen>
      <NearScreen title="News and updates" loadingLabel="Loading news updates..." surface firstScreenKey={sectionDataKeys.newsUpdates}>
        <NewsSection />
      </NearScreen>
      <InitiativesCarousel />
      <section className="section section--surface" aria-labelledby="home-faq-title">
        <div className="container">
          <h2 id="home-faq-title" className="section__title">
            Frequently asked questions
          </h2>
          <NearScreen loadingLabel="Loading..." firstScreenKey={sectionDataKeys.faqs}>
            <FaqTeaser categoryHeading="h3" />
          </NearScreen>
        </div>
      </section>
    </PageRoot>
  );
}
