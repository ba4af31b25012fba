const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** The price of a pass with its struck-through list price; 'Free' for a zero price. */
export function PriceTag({ price, listPrice, periodLabel }: { price: number; listPrice: number | null; periodLabel: string }) {
  return (
    <p className="price-tag">
      {listPrice !== null && listPrice > price ? (
        <s className="price-tag__list">
          <span className="visually-hidden">Was </span>
          {formatRupees(listPrice)}
        </s>
      ) : null}{' '}
      <strong className="price-tag__price">
        {listPrice !== null && listPrice > price ? <span className="visually-hidden">now </span> : null}
        {price === 0 ? 'Free' : formatRupees(price)}
      </strong>{' '}
      <span className="price-tag__period">{periodLabel}</span>
    </p>
  );
}
