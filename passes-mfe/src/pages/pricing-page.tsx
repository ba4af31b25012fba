import { Link } from 'react-router-dom';
import { getPassCatalog } from '@chalein/shared/api/passes';
import type { PassCatalogEntry, PassGroup } from '@chalein/shared/api/types';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { PriceTag } from '../components/price-tag';
import { passCatalogKey } from '../lib/first-screen-keys';
import { usePassesTexts } from '../lib/passes-texts';
import '../styles/passes.css';

/** For the server: the catalog (names and prices), keyed as the page's useAsyncData call. */
export const loadFirstScreen: FirstScreenLoader = () => collectFirstScreenData({ [passCatalogKey]: getPassCatalog });

// in the order the page lists them; each group's title and lead are under pricingPage.groups.<group>
const groups: readonly PassGroup[] = ['limited', 'customer', 'driver'];

function PassCard({ pass }: { pass: PassCatalogEntry }) {
  const { t } = usePassesTexts();
  return (
    <li className="card pass-card">
      <h3 className="pass-card__name">{pass.name}</h3>
      <PriceTag price={pass.price} listPrice={pass.listPrice} periodLabel={pass.periodLabel} />
      <p>{pass.summary}</p>
      <Link to={`/${pass.slug}`} className="button button--secondary" aria-label={t('pricingPage.viewPassLabel', { name: pass.name })}>
        {t('pricingPage.viewPass')}
      </Link>
    </li>
  );
}

export function PricingPage() {
  const { t } = usePassesTexts();
  const catalog = useAsyncData(getPassCatalog, passCatalogKey);
  return (
    <PageRoot>
      <section className="section pricing-hero" aria-labelledby="pricing-title">
        <div className="container">
          <h1 id="pricing-title">{t('pricingPage.heading')}</h1>
          <p className="section__lead">{t('pricingPage.lead')}</p>
        </div>
      </section>
      {catalog.status === 'loading' ? <LoadingState /> : null}
      {catalog.status === 'error' ? (
        <ErrorState message={t('pricingPage.loadFailed', { message: catalog.error.message })} onRetry={catalog.reload} />
      ) : null}
      {catalog.status === 'success' && catalog.data.length === 0 ? <EmptyState message={t('pricingPage.empty')} /> : null}
      {catalog.status === 'success' && catalog.data.length > 0
        ? groups.map((group) => {
            const passes = catalog.data.filter((pass) => pass.group === group);
            if (passes.length === 0) return null;
            return (
              <section key={group} className="section pricing-group" aria-labelledby={`group-${group}`}>
                <div className="container">
                  <h2 id={`group-${group}`} className="section__title">
                    {t(`pricingPage.groups.${group}.title`)}
                  </h2>
                  <p className="section__lead">{t(`pricingPage.groups.${group}.lead`)}</p>
                  <ul className="card-row pass-grid">
                    {passes.map((pass) => (
                      <PassCard key={pass.iPassId} pass={pass} />
                    ))}
                  </ul>
                </div>
              </section>
            );
          })
        : null}
    </PageRoot>
  );
}
