import { Link } from 'react-router-dom';
import { useStoreUrl } from '@chalein/shared/lib/app-store';
import { brand } from '@chalein/shared/lib/brand';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { useMarketingTexts } from '../lib/marketing-texts';
import { PageHeader } from './page-header';

export interface ServiceContent {
  title: string;
  lead: string;
  image: { src: string; alt: string };
  /** what can be booked: a heading per option and a line about it */
  options: ReadonlyArray<{ name: string; text: string }>;
  optionsTitle: string;
  steps: readonly string[];
  pricing: string;
  safety: string;
}

/** The body of the in-city, outstation and porter pages: the same structure, each with its own copy and art. */
export function ServiceDetail({ content }: { content: ServiceContent }) {
  const { t } = useMarketingTexts();
  const riderStoreUrl = useStoreUrl('rider');
  return (
    <PageRoot>
      <PageHeader title={content.title} lead={content.lead} crumbs={[{ to: '/ourservices', label: t('serviceDetail.servicesCrumb') }]} />
      <section className="section" aria-labelledby="service-options-title">
        <div className="container service-detail">
          <img className="service-detail__art" src={content.image.src} alt={content.image.alt} width="480" height="320" />
          <div>
            <h2 id="service-options-title">{content.optionsTitle}</h2>
            <ul className="service-detail__options">
              {content.options.map((option) => (
                <li key={option.name}>
                  <strong>{option.name}</strong>: {option.text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section className="section section--surface" aria-labelledby="service-steps-title">
        <div className="container service-detail__columns">
          <div>
            <h2 id="service-steps-title">{t('serviceDetail.howItWorks')}</h2>
            <ol className="steps">
              {content.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <div>
            <h2>{t('serviceDetail.fares')}</h2>
            <p>{content.pricing}</p>
            <p>
              <Link to="/pricing">{t('serviceDetail.pricingLink')}</Link>
            </p>
            <h2>{t('serviceDetail.safety')}</h2>
            <p>{content.safety}</p>
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="service-cta-title">
        <div className="container service-cta">
          <h2 id="service-cta-title">{t('serviceDetail.ctaTitle')}</h2>
          <p>{t('serviceDetail.ctaText', { productName: brand.productName })}</p>
          <div className="service-cta__actions">
            <a className="button" href={riderStoreUrl} target="_blank" rel="noopener noreferrer">
              {t('serviceDetail.bookRide')}
            </a>
            <Link className="button button--secondary" to="/faq">
              {t('serviceDetail.faqLink')}
            </Link>
          </div>
        </div>
      </section>
    </PageRoot>
  );
}
