import { Link } from 'react-router-dom';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { initiatives } from '../components/initiatives';
import { PageHeader } from '../components/page-header';
import '../styles/marketing.css';

/** Initiatives (/initiatives): the three programmes of the home carousel, told in full. */
export function InitiativesPage() {
  return (
    <PageRoot>
      <PageHeader
        title="Our initiatives"
        lead="Thousands of drivers cross Bengaluru every day. These are the programmes through which that network does some good beyond the ride."
      />
      {initiatives.map((initiative, index) => (
        <section key={initiative.title} className={index % 2 === 1 ? 'section section--surface' : 'section'} aria-label={initiative.title}>
          <div className={index % 2 === 1 ? 'container initiative-story initiative-story--reverse' : 'container initiative-story'}>
            <img src={initiative.image} alt={initiative.imageAlt} width="640" height="360" loading={index === 0 ? undefined : 'lazy'} />
            <div>
              <h2>{initiative.title}</h2>
              <p className="initiative-story__summary">{initiative.summary}</p>
              {initiative.details.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </section>
      ))}
      <section className="section" aria-labelledby="initiatives-join-title">
        <div className="container service-cta">
          <h2 id="initiatives-join-title">Run a kitchen, a shelter or a clinic?</h2>
          <p>We are always looking for partners who can put our drivers&rsquo; routes to good use.</p>
          <div className="service-cta__actions">
            <Link className="button" to="/contact">
              Partner with us
            </Link>
          </div>
        </div>
      </section>
    </PageRoot>
  );
}
