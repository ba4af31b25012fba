/** @jest-environment node */
import { StaticRouter } from 'react-router';
import {
  escapeHtmlText,
  listRoutesToRender,
  readMainHeading,
  renderRouteOnServer,
  serveFixtures,
  type ServerPage,
} from '@chalein/testing/server-render-harness';
import { formatRupees } from './components/price-tag';
import passesEn from '../locales/en/passes.json';
import { paidReceipt, passCatalog } from './pages/api-fixtures';
import * as passPage from './pages/pass-page';
import * as passReceiptPage from './pages/pass-receipt-page';
import * as paymentFailedPage from './pages/payment-failed-page';
import * as pricingPage from './pages/pricing-page';
import * as thankYouPage from './pages/thank-you-page';

const purchaseMessages = passesEn.purchase;

// Every pass page rendered as the server renders it: no window, no document, the first screen fetched by the page's
// loadFirstScreen from a real HTTP API (the catalog, and a customer pass's availability), and the HTML checked for
// the page's heading, names and prices. The payment results load nothing: what they show is the browser's alone.
// A receipt is fetched by the token of its link, as the server fetches it.

const pages: Readonly<Record<string, ServerPage>> = {
  'pricing-page': { Page: pricingPage.PricingPage, loadFirstScreen: pricingPage.loadFirstScreen },
  'pass-page': { Page: passPage.PassPage, loadFirstScreen: passPage.loadFirstScreen },
  'thank-you-page': { Page: thankYouPage.ThankYouPage },
  'payment-failed-page': { Page: paymentFailedPage.PaymentFailedPage },
  'pass-receipt-page': { Page: passReceiptPage.PassReceiptPage, loadFirstScreen: passReceiptPage.loadFirstScreen },
};

const priceOf = (price: number) => (price === 0 ? 'Free' : formatRupees(price));

/** Per route: its h1 and what it shows; for the pass pages, the pass's name, prices and its way to buy. */
const expected: Readonly<Record<string, { heading: string; shows: string[]; hides?: string[] }>> = {
  '/pricing': {
    heading: 'Passes that pay for themselves',
    shows: ['Limited edition passes', 'Driver passes', ...passCatalog.flatMap((pass) => [pass.name, priceOf(pass.price)])],
  },
  ...Object.fromEntries(
    passCatalog.map((pass) => [
      `/${pass.slug}`,
      {
        heading: pass.name,
        shows: [priceOf(pass.price), ...(pass.listPrice ? [formatRupees(pass.listPrice)] : []), pass.eligibility, purchaseMessages.buy],
        hides: [pass.audience === 'driver' ? purchaseMessages.notAvailable : 'in the Chalein Driver App'],
      },
    ]),
  ),
  '/thankyou': { heading: 'Your pass purchase', shows: ['Loading...'], hides: ['Thank you!', 'Nothing to show here'] },
  '/failed': { heading: purchaseMessages.paymentFailedTitle, shows: [purchaseMessages.paymentFailedText], hides: ['Try again'] },
  '/passes/receipt/:token': {
    heading: passesEn.receiptPage.title,
    shows: [paidReceipt.passName, paidReceipt.buyerName, '₹339.00', paidReceipt.paymentId, 'Paid'],
    hides: ['Refunded'],
  },
};

/** The address each route is rendered at: a receipt's with a token the fixture API knows. */
const receiptToken = '12.abcdefghijklmnopqrstuv';
const urlOf = (path: string) => path.replace(':token', receiptToken);

const routes = listRoutesToRender('passes', pages, expected);

const availability = passCatalog
  .filter((pass) => pass.audience === 'customer')
  .map((pass) => [`POST /pass/detail {"passid":${pass.iPassId}}`, { iPassId: pass.iPassId, iStatus: 1 }]);
serveFixtures({ 'GET /passes': passCatalog, [`GET /passes/receipt/${receiptToken}`]: paidReceipt, ...Object.fromEntries(availability) });

test.each(routes)('%s renders on the server', async (path, route) => {
  const page = pages[route.module]!;
  const { heading, shows, hides = [] } = expected[path]!;
  const { html } = await renderRouteOnServer(page, { routePath: path, url: urlOf(path), router: StaticRouter });

  expect(readMainHeading(html)).toBe(heading);
  for (const text of shows) expect(html).toContain(escapeHtmlText(text));
  for (const text of hides) expect(html).not.toContain(escapeHtmlText(text));
  if (page.loadFirstScreen) expect(html).not.toContain('Loading');
});
