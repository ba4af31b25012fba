import type { TFunction } from 'i18next';
import { ServiceDetail, type ServiceContent } from '../components/service-detail';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

/** The page's copy, in the page's language. */
function buildContent(t: TFunction<'marketing'>): ServiceContent {
  return {
    title: t('porterPage.title'),
    lead: t('porterPage.lead'),
    image: { src: '/uploads/brand/porter.svg', alt: t('porterPage.imageAlt') },
    optionsTitle: t('porterPage.optionsTitle'),
    options: [
      { name: t('porterPage.options.twoWheeler.name'), text: t('porterPage.options.twoWheeler.text') },
      { name: t('porterPage.options.threeWheeler.name'), text: t('porterPage.options.threeWheeler.text') },
      { name: t('porterPage.options.miniTruck.name'), text: t('porterPage.options.miniTruck.text') },
    ],
    steps: [t('porterPage.steps.first'), t('porterPage.steps.second'), t('porterPage.steps.third'), t('porterPage.steps.fourth')],
    pricing: t('porterPage.pricing'),
    safety: t('porterPage.safety'),
  };
}

/** Porter service (/porter): static marketing copy with its image. */
export function PorterPage() {
  const { t } = useMarketingTexts();
  return <ServiceDetail content={buildContent(t)} />;
}
