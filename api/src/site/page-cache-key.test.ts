import { findSiteRoute, type SiteRoute } from '@chalein/shared/lib/routes';
import { normalisePageAddress } from './page-cache-key';

const pricing = findSiteRoute('/pricing');
/** No page of the site reads a query parameter yet: a route as one that did would be listed. */
const jobsByCategory: SiteRoute = { ...findSiteRoute('/jobs')!, queryParameters: ['category', 'page'] };

describe('the address a page is rendered at and kept under', () => {
  it('drops every parameter of a route that reads none: campaign tags, click ids and made-up ones alike', () => {
    for (const url of [
      '/pricing',
      '/pricing?',
      '/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=diwali',
      '/pricing?fbclid=IwAR0abc',
      '/pricing?gclid=Cj0KCQ&msclkid=1&ref=x',
      '/pricing?a=1&b=2&c=3',
    ]) {
      expect(normalisePageAddress(url, pricing)).toBe('/pricing');
    }
  });

  it('drops the query of an address no route matches (the 404 page reads none)', () => {
    expect(normalisePageAddress('/no-such-page?utm_source=x', undefined)).toBe('/no-such-page');
  });

  it('keeps the parameters a route lists, sorted by name with each name’s values in order, and nothing else', () => {
    expect(normalisePageAddress('/jobs?utm_source=x&page=2&category=drivers&fbclid=y', jobsByCategory)).toBe(
      '/jobs?category=drivers&page=2',
    );
    expect(normalisePageAddress('/jobs?category=drivers&page=2', jobsByCategory)).toBe(
      normalisePageAddress('/jobs?page=2&utm_medium=social&category=drivers', jobsByCategory),
    );
    expect(normalisePageAddress('/jobs?category=b&category=a', jobsByCategory)).toBe('/jobs?category=b&category=a');
    expect(normalisePageAddress('/jobs?utm_source=x', jobsByCategory)).toBe('/jobs');
    expect(normalisePageAddress('/jobs?category=drivers', jobsByCategory)).not.toBe(normalisePageAddress('/jobs', jobsByCategory));
  });

  it('writes a kept value in one encoding, whichever way it was sent', () => {
    expect(normalisePageAddress('/jobs?category=customer%20care', jobsByCategory)).toBe('/jobs?category=customer+care');
    expect(normalisePageAddress('/jobs?category=customer+care', jobsByCategory)).toBe('/jobs?category=customer+care');
  });

  it('leaves the path as it came', () => {
    expect(normalisePageAddress('/jobs_details/7/driver-partner?utm_source=x', findSiteRoute('/jobs_details/7/driver-partner'))).toBe(
      '/jobs_details/7/driver-partner',
    );
  });
});
