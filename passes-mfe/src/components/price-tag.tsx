import { usePassesTexts } from '../lib/passes-texts';

/**
 * A price (never negative) in whole rupees with Indian digit grouping (₹1,23,456): what `Intl.NumberFormat('en-IN', { style: 'currency',
 * currency: 'INR', maximumFractionDigits: 0 })` prints, written out because the first Intl formatter a page builds
 * loads the browser's locale data, 20-50 ms of a phone's main thread in the middle of hydrating the pass pages.
 */
export function formatRupees(amount: number): string {
  const digits = String(Math.round(Math.max(0, amount)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  // above the thousands, Indian grouping is by twos: 12,34,567
  const grouped = rest === '' ? lastThree : `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}`;
  return `₹${grouped}`;
}

/** The price of a pass with its struck-through list price; free for a zero price. */
export function PriceTag({ price, listPrice, periodLabel }: { price: number; listPrice: number | null; periodLabel: string }) {
  const { t } = usePassesTexts();
  return (
    <p className="price-tag">
      {listPrice !== null && listPrice > price ? (
        <s className="price-tag__list">
          <span className="visually-hidden">{t('priceTag.was')}</span>
          {formatRupees(listPrice)}
        </s>
      ) : null}{' '}
      <strong className="price-tag__price">
        {listPrice !== null && listPrice > price ? <span className="visually-hidden">{t('priceTag.now')}</span> : null}
        {price === 0 ? t('priceTag.free') : formatRupees(price)}
      </strong>{' '}
      <span className="price-tag__period">{periodLabel}</span>
    </p>
  );
}
