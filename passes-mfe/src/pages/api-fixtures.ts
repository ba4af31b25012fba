import type { PassCatalogEntry, PassReceipt } from '@chalein/shared/api/types';

// Test fixtures (not tests): realistic API answers shared by the page tests and the server-render test, so a page is
// checked on the server with the same data as in the browser.

export const studentPass: PassCatalogEntry = {
  iPassId: 8,
  slug: 'student_pass',
  name: 'Student Pass',
  audience: 'customer',
  group: 'customer',
  price: 469,
  listPrice: 499,
  periodLabel: 'for 3 months',
  summary: 'Three months of cheaper rides to college.',
  eligibility: 'For students with a valid student ID card.',
  benefits: ['20% off every ride for 3 months.', 'Priority booking at busy times.'],
  howToAvail: ['Tap Buy Pass Now on this page.', 'Enter your name, mobile number, e-mail and gender.'],
  terms: ['Valid for 3 months from the date of purchase.'],
  image: 'student.svg',
};

export const silverPass: PassCatalogEntry = {
  ...studentPass,
  iPassId: 2,
  slug: 'silver_pass',
  name: 'Silver Driver Pass',
  audience: 'driver',
  group: 'driver',
  price: 499,
  listPrice: null,
  periodLabel: 'per month',
  eligibility: 'For drivers with at least 50 completed rides.',
};

/** The whole catalog, a pass for each pass route, with the names and prices (in rupees) the API serves. */
export const passCatalog: PassCatalogEntry[] = [
  {
    ...studentPass,
    iPassId: 6,
    slug: 'daylight_pass',
    name: 'Daylight Saver Pass',
    group: 'limited',
    price: 339,
    listPrice: 429,
    periodLabel: 'per day',
  },
  {
    ...studentPass,
    iPassId: 7,
    slug: 'moonlight_pass',
    name: 'Moonlight Saver Pass',
    group: 'limited',
    price: 379,
    listPrice: 429,
    periodLabel: 'per night',
  },
  studentPass,
  { ...studentPass, iPassId: 9, slug: 'corporate_pass', name: 'Corporate Pass', price: 999, listPrice: 1199 },
  { ...studentPass, iPassId: 10, slug: 'gold_pass', name: 'Gold Pass', price: 1399, listPrice: 1799 },
  { ...silverPass, iPassId: 1, slug: 'standard_pass', name: 'Standard Driver Pass', price: 0 },
  silverPass,
  { ...silverPass, iPassId: 3, slug: 'driver_gold_pass', name: 'Gold Driver Pass', price: 999 },
];

/** A paid order's receipt (GET /api/passes/receipt/:token), bought at 9:30 pm in Bengaluru: valid the next day. */
export const paidReceipt: PassReceipt = {
  orderNumber: 12,
  passName: 'Daylight Saver Pass',
  buyerName: 'Priya Nair',
  amountPaise: 33_900,
  currency: 'INR',
  paymentId: 'pay_Paid0000000001',
  paidAt: '2026-03-09T16:00:00.000Z',
  validFrom: '2026-03-10T00:30:00.000Z',
  validUntil: '2026-03-10T12:30:00.000Z',
  status: 'paid',
  refundedAt: null,
};
