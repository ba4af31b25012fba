import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { PageHeader } from '../components/page-header';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

/** The three services, in the page's language. */
function listServices(t: TFunction<'marketing'>) {
  return [
    {
      to: '/in_city_ride',
      title: t('servicesPage.inCity.title'),
      text: t('servicesPage.inCity.text'),
      image: '/uploads/brand/in-city.svg',
    },
    {
      to: '/outstation_ride',
      title: t('servicesPage.outstation.title'),
      text: t('servicesPage.outstation.text'),
      image: '/uploads/brand/outstation.svg',
    },
    { to: '/porter', title: t('servicesPage.porter.title'), text: t('servicesPage.porter.text'), image: '/uploads/brand/porter.svg' },
  ];
}

/** Our Services (metadata id 4): the three services, and links to About and Contact. */
export function ServicesPage() {
  const { t } = useMarketingTexts();
  return (
    <PageRoot>
      <PageHeader title={t('servicesPage.title')} lead={t('servicesPage.lead')} />
      <section className="section" aria-label={t('servicesPage.listLabel')}>
        <div className="container">
          <ul className="grid services-grid">
            {listServices(t).map((service) => (
              <li key={service.to} className="card service-tile">
                <img src={service.image} alt="" width="480" height="320" loading="lazy" />
                <h2 className="service-tile__title">
                  <Link to={service.to}>{service.title}</Link>
                </h2>
                <p>{service.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--surface" aria-labelledby="services-more-title">
        <div className="container service-cta">
          <h2 id="services-more-title">{t('servicesPage.moreTitle')}</h2>
          <p>{t('servicesPage.moreText')}</p>
          <div className="service-cta__actions">
            <Link className="button" to="/about">
              {t('servicesPage.aboutLink')}
            </Link>
            <Link className="button button--secondary" to="/contact">
              {t('servicesPage.contactLink')}
            </Link>
          </div>
        </div>
      </section>
    </PageRoot>
  );
}
