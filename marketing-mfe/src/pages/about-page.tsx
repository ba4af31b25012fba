import type { TFunction } from 'i18next';
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
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

/** For the server: the team carousel's answer, keyed as its useAsyncData call. */
export const loadFirstScreen: FirstScreenLoader = () => collectFirstScreenData({ [sectionDataKeys.team]: getTeamMembers });

/** Why Choose Us, in the page's language. */
function listWhyChooseUs(t: TFunction<'marketing'>): Feature[] {
  return [
    {
      title: t('aboutPage.why.verified.title'),
      text: t('aboutPage.why.verified.text', { partner: brand.partners[0].name }),
      icon: '/uploads/brand/verified-driver.svg',
    },
    { title: t('aboutPage.why.fares.title'), text: t('aboutPage.why.fares.text'), icon: '/uploads/brand/fare-tag-icon.svg' },
    { title: t('aboutPage.why.help.title'), text: t('aboutPage.why.help.text'), icon: '/uploads/brand/support-desk-icon.svg' },
    { title: t('aboutPage.why.oneApp.title'), text: t('aboutPage.why.oneApp.text'), icon: '/uploads/brand/bike-auto-icon.svg' },
  ];
}

/** How We Stand Out, in the page's language. */
function listStandOutFeatures(t: TFunction<'marketing'>): Feature[] {
  return [
    { title: t('aboutPage.standOut.womenOnly.title'), text: t('aboutPage.standOut.womenOnly.text'), icon: '/uploads/brand/women-only.svg' },
    {
      title: t('aboutPage.standOut.voice.title'),
      text: t('aboutPage.standOut.voice.text'),
      icon: '/uploads/brand/voice-command.svg',
    },
    {
      title: t('aboutPage.standOut.alerts.title'),
      text: t('aboutPage.standOut.alerts.text'),
      icon: '/uploads/brand/hotspot-alert.svg',
    },
  ];
}

/** About Us (metadata id 2): Why Choose Us, the team carousel and How We Stand Out. */
export function AboutPage() {
  const { t } = useMarketingTexts();
  return (
    <PageRoot>
      <PageHeader title={t('aboutPage.title')} lead={t('aboutPage.lead', { productName: brand.productName })} />
      <section className="section" aria-labelledby="why-title">
        <div className="container">
          <h2 id="why-title" className="section__title">
            {t('aboutPage.why.title')}
          </h2>
          <FeatureList features={listWhyChooseUs(t)} />
        </div>
      </section>
      <TeamSection />
      <section className="section" aria-labelledby="stand-out-title">
        <div className="container">
          <h2 id="stand-out-title" className="section__title">
            {t('aboutPage.standOut.title')}
          </h2>
          <Carousel label={t('aboutPage.standOut.carouselLabel')} settings={standOutCarouselSettings}>
            {listStandOutFeatures(t).map((feature) => (
              <article key={feature.title} className="card feature stand-out-card">
                <img src={feature.icon} alt="" width="72" height="72" loading="lazy" />
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </article>
            ))}
          </Carousel>
          <p className="section__cta">
            <Link to="/ourservices" className="button button--secondary">
              {t('aboutPage.exploreServices')}
            </Link>
          </p>
        </div>
      </section>
    </PageRoot>
  );
}
