import { formatIndianInstant, formatRupees } from './notification-formats';

describe('formats in messages', () => {
  it("says an instant on India's clock", () => {
    expect(formatIndianInstant('2026-11-26T15:40:00.000Z')).toBe('26 Nov 2026, 9:10 pm IST');
    // past midnight in India while still the day before in UTC
    expect(formatIndianInstant(new Date('2026-11-30T18:45:00.000Z'))).toBe('1 Dec 2026, 12:15 am IST');
  });

  it('groups rupees the Indian way', () => {
    expect(formatRupees(49_900)).toBe('₹499.00');
    expect(formatRupees(12_345_650)).toBe('₹1,23,456.50');
  });
});
