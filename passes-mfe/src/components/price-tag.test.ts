import { formatRupees } from './price-tag';

test('prints a price in whole rupees with Indian grouping, as Intl does for en-IN and INR', () => {
  const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  const amounts = [0, 1, 9, 10, 99, 100, 339, 999, 1000, 1234, 9999, 10_000, 99_999, 1_00_000, 12_34_567, 1_23_45_678, 99_99_99_999];
  // prices are never negative; halves round up, as Intl's default rounding does
  for (const amount of [...amounts, 0.4, 0.5, 338.5, 1234.49, 1234.5]) {
    expect([amount, formatRupees(amount)]).toEqual([amount, intl.format(amount)]);
  }
  expect(formatRupees(1234567)).toBe('₹12,34,567');
});
