import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { getUploadUrl } from '@chalein/shared/api/client';
import { getPassCatalog, getPassDetail } from '@chalein/shared/api/passes';
import type { PassCatalogEntry } from '@chalein/shared/api/types';
import { findSiteRoute } from '@chalein/shared/lib/routes';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { DriverPassLink, PassPurchase } from '../components/pass-purchase';
import { PriceTag } from '../components/price-tag';
import { passCatalogKey, passDetailKey } from '../lib/first-screen-keys';
import { usePassesTexts } from '../lib/passes-texts';
import '../styles/passes.css';

/** '/student_pass/' -> 'student_pass': the pass a route shows is named by its path, as in the catalog's slug. */
export function readPassSlug(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '');
}

/**
 * For the server: the catalog, and for a customer pass its availability too (Buy Pass Now waits for it), keyed as
 * the page's and PassPurchase's useAsyncData calls. The availability needs the pass's id, so it follows the catalog.
 */
export const loadFirstScreen: FirstScreenLoader = async ({ pathname }) => {
  const slug = readPassSlug(pathname);
  let catalog: PassCatalogEntry[];
  try {
    catalog = await getPassCatalog();
  } catch {
    // left to the browser, as collectFirstScreenData leaves a failed key
    return {};
  }
  const pass = catalog.find((entry) => entry.slug === slug);
  // a driver pass is bought in the Driver App: its page asks for no availability
  const availability =
    pass && pass.audience !== 'driver'
      ? await collectFirstScreenData({ [passDetailKey(pass.iPassId)]: () => getPassDetail(pass.iPassId) })
      : {};
  return { [passCatalogKey]: catalog, ...availability };
};

function Breadcrumb({ current }: { current: string }) {
  const { t } = usePassesTexts();
  return (
    <nav className="pass-breadcrumb" aria-label={t('passPage.breadcrumb')}>
      <ol>
        <li>
          <Link to="/pricing">{t('passPage.pricing')}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

function PassSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card pass-section" aria-labelledby={id}>
      <h2 id={id} className="pass-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PassDetails({ pass }: { pass: PassCatalogEntry }) {
  const { t } = usePassesTexts();
  const isDriverPass = pass.audience === 'driver';
  return (
    <>
      <section className="section pass-hero" aria-labelledby="pass-title">
        <div className="container pass-hero__inner">
          <div className="pass-hero__text">
            <Breadcrumb current={pass.name} />
            <p className="pass-hero__eyebrow">{t(`passPage.groupLabels.${pass.group}`)}</p>
            <h1 id="pass-title" className="pass-hero__title">
              {pass.name}
            </h1>
            <p className="pass-hero__summary">{pass.summary}</p>
            <PriceTag price={pass.price} listPrice={pass.listPrice} periodLabel={pass.periodLabel} />
            {isDriverPass ? <DriverPassLink /> : <PassPurchase pass={pass} />}
          </div>
          <img className="pass-hero__image" src={getUploadUrl('pass', pass.image)} alt="" width={480} height={300} />
        </div>
      </section>
      <div className="section pass-body">
        <div className="container pass-body__grid">
          <PassSection id="pass-price" title={t('passPage.priceAndEligibility')}>
            <dl className="pass-facts">
              <div>
                <dt>{t('passPage.price')}</dt>
                <dd>
                  <PriceTag price={pass.price} listPrice={pass.listPrice} periodLabel={pass.periodLabel} />
                </dd>
              </div>
              <div>
                <dt>{t('passPage.eligibility')}</dt>
                <dd>{pass.eligibility}</dd>
              </div>
            </dl>
          </PassSection>
          <PassSection id="pass-benefits" title={t('passPage.benefits')}>
            <ul className="pass-list pass-list--benefits">
              {pass.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </PassSection>
          <PassSection id="pass-how" title={t('passPage.howToAvail')}>
            <ol className="pass-list pass-list--steps">
              {pass.howToAvail.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </PassSection>
          <PassSection id="pass-terms" title={t('passPage.terms')}>
            <ul className="pass-list">
              {pass.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </PassSection>
        </div>
      </div>
    </>
  );
}

/**
 * One page for the eight pass routes: the pathname picks the pass from the server's catalog (the one source of
 * prices and copy), so a new pass needs a catalog row and a route, not a new page.
 */
export function PassPage() {
  const { t } = usePassesTexts();
  const { pathname } = useLocation();
  const slug = readPassSlug(pathname);
  const catalog = useAsyncData(getPassCatalog, passCatalogKey);
  const pass = catalog.status === 'success' ? catalog.data.find((entry) => entry.slug === slug) : undefined;
  const routeName = findSiteRoute(`/${slug}`)?.name ?? t('passPage.pass');

  return (
    <PageRoot className="pass-page">
      {catalog.status !== 'success' || !pass ? (
        <div className="container pass-page__status">
          <Breadcrumb current={routeName} />
          <h1 className="pass-page__heading">{routeName}</h1>
          {catalog.status === 'loading' ? <LoadingState /> : null}
          {catalog.status === 'error' ? (
            <ErrorState message={t('passPage.loadFailed', { message: catalog.error.message })} onRetry={catalog.reload} />
          ) : null}
          {catalog.status === 'success' && !pass ? <EmptyState message={t('passPage.notOnSale')} /> : null}
        </div>
      ) : (
        <PassDetails pass={pass} />
      )}
    </PageRoot>
  );
}
