import { computeValidityWindow, isIssuedPassValid } from './pass-validity';

// Instants are written in India's time (+05:30) so each case reads as the rider would see it.
const at = (indianTime: string) => new Date(`${indianTime}+05:30`);
const iso = (indianTime: string) => at(indianTime).toISOString();

describe('pass validity windows (Asia/Kolkata)', () => {
  it('day pass: 6 am to 6 pm that day, or the next day when bought after 6 pm', () => {
    expect(computeValidityWindow('day', at('2026-03-10T09:15:00'))).toEqual({
      validFrom: iso('2026-03-10T06:00:00'),
      validUntil: iso('2026-03-10T18:00:00'),
    });
    expect(computeValidityWindow('day', at('2026-03-10T05:59:00'))).toEqual({
      validFrom: iso('2026-03-10T06:00:00'),
      validUntil: iso('2026-03-10T18:00:00'),
    });
    expect(computeValidityWindow('day', at('2026-03-10T18:00:00'))).toEqual({
      validFrom: iso('2026-03-11T06:00:00'),
      validUntil: iso('2026-03-11T18:00:00'),
    });
    // the last day of a month rolls into the next month
    expect(computeValidityWindow('day', at('2026-03-31T22:00:00'))).toEqual({
      validFrom: iso('2026-04-01T06:00:00'),
      validUntil: iso('2026-04-01T18:00:00'),
    });
  });

  it('night pass: 6 pm to 6 am; bought in the small hours, the night still running', () => {
    expect(computeValidityWindow('night', at('2026-03-10T14:00:00'))).toEqual({
      validFrom: iso('2026-03-10T18:00:00'),
      validUntil: iso('2026-03-11T06:00:00'),
    });
    expect(computeValidityWindow('night', at('2026-03-10T23:30:00'))).toEqual({
      validFrom: iso('2026-03-10T18:00:00'),
      validUntil: iso('2026-03-11T06:00:00'),
    });
    expect(computeValidityWindow('night', at('2026-03-11T02:00:00'))).toEqual({
      validFrom: iso('2026-03-10T18:00:00'),
      validUntil: iso('2026-03-11T06:00:00'),
    });
    expect(computeValidityWindow('night', at('2026-03-01T01:00:00'))).toEqual({
      validFrom: iso('2026-02-28T18:00:00'),
      validUntil: iso('2026-03-01T06:00:00'),
    });
  });

  it('3-month and monthly passes: from the purchase, whole calendar months in India', () => {
    expect(computeValidityWindow('three_months', at('2026-01-15T10:00:00'))).toEqual({
      validFrom: iso('2026-01-15T10:00:00'),
      validUntil: iso('2026-04-15T10:00:00'),
    });
    // 30 November + 3 months has no 30 February: the last day of February
    expect(computeValidityWindow('three_months', at('2025-11-30T12:00:00')).validUntil).toBe(iso('2026-02-28T12:00:00'));
    expect(computeValidityWindow('month', at('2028-01-31T08:00:00')).validUntil).toBe(iso('2028-02-29T08:00:00'));
    // 1 am in India is still the previous day in UTC: the month is counted on India's calendar
    expect(computeValidityWindow('month', at('2026-03-01T01:00:00')).validUntil).toBe(iso('2026-04-01T01:00:00'));
  });
});

describe('whether an issued pass is valid', () => {
  const window = { validFrom: '2026-03-10T00:30:00.000Z', validUntil: '2026-03-10T12:30:00.000Z' };

  it('is valid inside its window only', () => {
    expect(isIssuedPassValid({ ...window, revokedAt: null }, new Date('2026-03-10T06:00:00Z'))).toBe(true);
    expect(isIssuedPassValid({ ...window, revokedAt: null }, new Date('2026-03-10T00:29:59Z'))).toBe(false);
    expect(isIssuedPassValid({ ...window, revokedAt: null }, new Date('2026-03-10T12:30:00Z'))).toBe(false);
  });

  it('is never valid once revoked by a refund, even inside its window', () => {
    expect(isIssuedPassValid({ ...window, revokedAt: '2026-03-10T05:00:00.000Z' }, new Date('2026-03-10T06:00:00Z'))).toBe(false);
  });
});
