import { Link } from 'react-router-dom';
import { useStoreUrl } from '@chalein/shared/lib/app-store';
import { brand } from '@chalein/shared/lib/brand';
import { PageRoot } from '@chalein/shared/ui/page-root';
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
  const riderStoreUrl = useStoreUrl('rider');
  return (
    <PageRoot>
      <PageHeader title={content.title} lead={content.lead} crumbs={[{ to: '/ourservices', label: 'Our Services' }]} />
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
            <h2 id="service-steps-title">How it works</h2>
            <ol className="steps">
              {content.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <div>
            <h2>Fares</h2>
            <p>{content.pricing}</p>
            <p>
              <Link to="/pricing">See our passes and prices</Link>
            </p>
            <h2>Safety</h2>
            <p>{content.safety}</p>
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="service-cta-title">
        <div className="container service-cta">
          <h2 id="service-cta-title">Ready when you are</h2>
          <p>Download the {brand.productName} Rider App and book in under a minute.</p>
          <div className="service-cta__actions">
            <a className="button" href={riderStoreUrl} target="_blank" rel="noopener noreferrer">
              book a ride
            </a>
            <Link className="button button--secondary" to="/faq">
              Read the FAQ
            </Link>
          </div>
        </div>
      </section>
    </PageRoot>
  );
}
