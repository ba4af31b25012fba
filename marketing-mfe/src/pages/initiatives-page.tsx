import { Link } from 'react-router-dom';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { listInitiatives } from '../components/initiatives';
import { PageHeader } from '../components/page-header';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

/** Initiatives (/initiatives): the three programmes of the home carousel, told in full. */
export function InitiativesPage() {
  const { t } = useMarketingTexts();
  return (
    <PageRoot>
      <PageHeader title={t('initiativesPage.title')} lead={t('initiativesPage.lead')} />
      {listInitiatives(t).map((initiative, index) => (
        <section key={initiative.id} className={index % 2 === 1 ? 'section section--surface' : 'section'} aria-label={initiative.title}>
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
          <h2 id="initiatives-join-title">{t('initiativesPage.joinTitle')}</h2>
          <p>{t('initiativesPage.joinText')}</p>
          <div className="service-cta__actions">
            <Link className="button" to="/contact">
              {t('initiativesPage.partnerLink')}
            </Link>
          </div>
        </div>
      </section>
    </PageRoot>
  );
}
