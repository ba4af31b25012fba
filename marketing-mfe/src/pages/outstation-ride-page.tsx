import type { TFunction } from 'i18next';
import { ServiceDetail, type ServiceContent } from '../components/service-detail';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

/** The page's copy, in the page's language. */
function buildContent(t: TFunction<'marketing'>): ServiceContent {
  return {
    title: t('outstationRidePage.title'),
    lead: t('outstationRidePage.lead'),
    image: { src: '/uploads/brand/outstation.svg', alt: t('outstationRidePage.imageAlt') },
    optionsTitle: t('outstationRidePage.optionsTitle'),
    options: [
      { name: t('outstationRidePage.options.oneWay.name'), text: t('outstationRidePage.options.oneWay.text') },
      { name: t('outstationRidePage.options.roundTrip.name'), text: t('outstationRidePage.options.roundTrip.text') },
      { name: t('outstationRidePage.options.sedanSuv.name'), text: t('outstationRidePage.options.sedanSuv.text') },
      { name: t('outstationRidePage.options.scheduled.name'), text: t('outstationRidePage.options.scheduled.text') },
    ],
    steps: [
      t('outstationRidePage.steps.first'),
      t('outstationRidePage.steps.second'),
      t('outstationRidePage.steps.third'),
      t('outstationRidePage.steps.fourth'),
    ],
    pricing: t('outstationRidePage.pricing'),
    safety: t('outstationRidePage.safety'),
  };
}

/** Outstation rides (/outstation_ride): static marketing copy with its image. */
export function OutstationRidePage() {
  const { t } = useMarketingTexts();
  return <ServiceDetail content={buildContent(t)} />;
}
