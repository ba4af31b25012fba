import { Link } from 'react-router-dom';
import { getTeamMembers } from '@chalein/shared/api/marketing';
import { brand } from '@chalein/shared/lib/brand';
import { collectFirstScreenData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { Carousel } from '@chalein/shared/ui/carousel';
import { standOutCarouselSettings } from '../components/carousel-settings';
import { FeatureList, type Feature } from '../components/feature-list';
import { PageHeader } from '../components/page-header';
import { TeamSection } from '../components/team-section';
import { sectionDataKeys } from '../lib/first-screen-keys';
import '../styles/marketing.css';

/** For the server: the team carousel's answer, keyed as its useAsyncData call. */
export const loadFirstScreen: FirstScreenLoader = () => collectFirstScreenData({ [sectionDataKeys.team]: getTeamMembers });

export const whyChooseUs: readonly Feature[] = [
  {
    title: 'Verified drivers, every one',
    text: `Identity, licence and background checks by ${brand.partners[0].name} before a driver's first ride, and again every year.`,
    icon: '/uploads/brand/verified-driver.svg',
  },
  {
    title: 'Fares you see first',
    text: 'An upfront fare before you book, receipts that match it, and passes that make daily rides cheaper.',
    icon: '/uploads/brand/fare-tag-icon.svg',
  },
  {
    title: 'Help at every hour',
    text: 'A 24x7 safety desk behind the SOS button, live location sharing and a support team that answers tickets the same day.',
    icon: '/uploads/brand/support-desk-icon.svg',
  },
  {
    title: 'One app for the whole city',
    text: 'Bike taxis, autos, cabs, outstation trips and porter deliveries, all booked the same way.',
    icon: '/uploads/brand/bike-auto-icon.svg',
  },
];

export const standOutFeatures: readonly Feature[] = [
  {
    title: 'Women-Only Rides',
    text: 'Women riders can choose a woman driver at any hour, with trips shared automatically with their trusted contacts after dark.',
    icon: '/uploads/brand/women-only.svg',
  },
  {
    title: 'Voice Commands',
    text: 'Say where you want to go in English, Kannada or Hindi and confirm the fare: booking without typing, for everyone.',
    icon: '/uploads/brand/voice-command.svg',
  },
  {
    title: 'Accident-Prone Alerts',
    text: 'Drivers hear a warning before stretches of road with a history of accidents, so they slow down where it matters.',
    icon: '/uploads/brand/hotspot-alert.svg',
  },
];

/** About Us (metadata id 2): Why Choose Us, the team carousel and How We Stand Out. */
export function AboutPage() {
  return (
    <PageRoot>
      <PageHeader
        title="About Us"
        lead={`${brand.productName} started in Bengaluru in 2024 with one idea: a ride should feel as safe at midnight as it does at noon. Today we move riders and goods across the city, and we are still building every feature around that idea.`}
      />
      <section className="section" aria-labelledby="why-title">
        <div className="container">
          <h2 id="why-title" className="section__title">
            Why Choose Us
          </h2>
          <FeatureList features={whyChooseUs} />
        </div>
      </section>
      <TeamSection />
      <section className="section" aria-labelledby="stand-out-title">
        <div className="container">
          <h2 id="stand-out-title" className="section__title">
            How We Stand Out
          </h2>
          <Carousel label="features" settings={standOutCarouselSettings}>
            {standOutFeatures.map((feature) => (
              <article key={feature.title} className="card feature stand-out-card">
                <img src={feature.icon} alt="" width="72" height="72" loading="lazy" />
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </article>
            ))}
          </Carousel>
          <p className="section__cta">
            <Link to="/ourservices" className="button button--secondary">
              Explore our services
            </Link>
          </p>
        </div>
      </section>
    </PageRoot>
  );
}
