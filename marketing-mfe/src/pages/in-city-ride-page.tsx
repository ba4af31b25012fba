import type { TFunction } from 'i18next';
import { ServiceDetail, type ServiceContent } from '../components/service-detail';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

/** The page's copy, in the page's language. */
function buildContent(t: TFunction<'marketing'>): ServiceContent {
  return {
    title: t('inCityRidePage.title'),
    lead: t('inCityRidePage.lead'),
    image: { src: '/uploads/brand/in-city.svg', alt: t('inCityRidePage.imageAlt') },
    optionsTitle: t('inCityRidePage.optionsTitle'),
    options: [
      { name: t('inCityRidePage.options.bikeTaxi.name'), text: t('inCityRidePage.options.bikeTaxi.text') },
      { name: t('inCityRidePage.options.auto.name'), text: t('inCityRidePage.options.auto.text') },
      { name: t('inCityRidePage.options.cab.name'), text: t('inCityRidePage.options.cab.text') },
      { name: t('inCityRidePage.options.womenOnly.name'), text: t('inCityRidePage.options.womenOnly.text') },
      { name: t('inCityRidePage.options.wheelchair.name'), text: t('inCityRidePage.options.wheelchair.text') },
    ],
    steps: [
      t('inCityRidePage.steps.first'),
      t('inCityRidePage.steps.second'),
      t('inCityRidePage.steps.third'),
      t('inCityRidePage.steps.fourth'),
    ],
    pricing: t('inCityRidePage.pricing'),
    safety: t('inCityRidePage.safety'),
  };
}

/** In-city rides (/in_city_ride): static marketing copy with its image. */
export function InCityRidePage() {
  const { t } = useMarketingTexts();
  return <ServiceDetail content={buildContent(t)} />;
}
