import { Link } from 'react-router-dom';
import { getPassCatalog } from '@chalein/shared/api/passes';
import type { PassCatalogEntry, PassGroup } from '@chalein/shared/api/types';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { PriceTag } from '../components/price-tag';
import { passCatalogKey } from '../lib/first-screen-keys';
import '../styles/passes.css';

/** For the server: the catalog (names and prices), keyed as the page's useAsyncData call. */
export const loadFirstScreen: FirstScreenLoader = () => collectFirstScreenData({ [passCatalogKey]: getPassCatalog });

const groups: readonly { group: PassGroup; title: string; lead: string }[] = [
  { group: 'limited', title: 'Limited edition passes', lead: 'Save on every ride by day or by night.' },
  { group: 'customer', title: 'Customer passes', lead: 'Three months of savings for students, professionals and frequent riders.' },
  { group: 'driver', title: 'Driver passes', lead: 'For Chalein driver partners, bought in the Driver App.' },
];

function PassCard({ pass }: { pass: PassCatalogEntry }) {
  return (
    <li className="card pass-card">
      <h3 className="pass-card__name">{pass.name}</h3>
      <PriceTag price={pass.price} listPrice={pass.listPrice} periodLabel={pass.periodLabel} />
      <p>{pass.summary}</p>
      <Link to={`/${pass.slug}`} className="button button--secondary" aria-label={`View ${pass.name}`}>
        View pass
      </Link>
    </li>
  );
}

export function PricingPage() {
  const catalog = useAsyncData(getPassCatalog, passCatalogKey);
  return (
    <PageRoot>
      <section className="section pricing-hero" aria-labelledby="pricing-title">
        <div className="container">
          <h1 id="pricing-title">Passes that pay for themselves</h1>
          <p className="section__lead">
            Buy a pass without signing in, and your discounts apply to rides booked with the same mobile number.
          </p>
        </div>
      </section>
      {catalog.status === 'loading' ? <LoadingState /> : null}
      {catalog.status === 'error' ? (
        <ErrorState message={`Could not load passes: ${catalog.error.message}`} onRetry={catalog.reload} />
      ) : null}
      {catalog.status === 'success' && catalog.data.length === 0 ? <EmptyState message="No passes are on sale right now." /> : null}
      {catalog.status === 'success' && catalog.data.length > 0
        ? groups.map(({ group, title, lead }) => {
            const passes = catalog.data.filter((pass) => pass.group === group);
            if (passes.length === 0) return null;
            return (
              <section key={group} className="section pricing-group" aria-labelledby={`group-${group}`}>
                <div className="container">
                  <h2 id={`group-${group}`} className="section__title">
                    {title}
                  </h2>
                  <p className="section__lead">{lead}</p>
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
