// Amounts are kept in paise (the payment provider's unit); the staff console and the mails write them as money.

/** An amount in paise as money with Indian digit grouping: ₹1,23,456.50. */
export function formatMoney(paise: number, currency = 'INR'): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(paise / 100);
}
