import { findSiteRoute, siteRoutes } from './routes';

test('every route of the spec list is in the table, once', () => {
  const spec = [
    '/',
    '/about',
    '/contact',
    '/ourservices',
    '/jobs',
    '/apply_job/:id/:slugName',
    '/jobs_details/:id/:slugName',
    '/pricing',
    '/standard_pass',
    '/silver_pass',
    '/gold_pass',
    '/student_pass',
    '/corporate_pass',
    '/faq',
    '/drive_with_us',
    '/initiatives',
    '/homefaq',
    '/driver_gold_pass',
    '/daylight_pass',
    '/moonlight_pass',
    '/termscondition',
    '/privacypolicy',
    '/refundpolicy',
    '/seo',
    '/investors',
    '/generalinfo',
    '/support',
    '/thankyou',
    '/failed',
    '/in_city_ride',
    '/porter',
    '/outstation_ride',
    '/blog',
  ];
  const paths = siteRoutes.map((route) => route.path);
  for (const path of spec) expect(paths).toContain(path);
  expect(new Set(paths).size).toBe(paths.length);
});

test('the metadata ids of spec section 9 are kept', () => {
  const idOf = (path: string) => siteRoutes.find((route) => route.path === path)?.seoId;
  expect([
    idOf('/'),
    idOf('/about'),
    idOf('/contact'),
    idOf('/ourservices'),
    idOf('/pricing'),
    idOf('/jobs'),
    idOf('/jobs_details/:id/:slugName'),
    idOf('/drive_with_us'),
  ]).toEqual([1, 2, 3, 4, 5, 6, 7, 11]);
});

test('a concrete path finds its route, parameters included; unknown paths find none', () => {
  expect(findSiteRoute('/')?.module).toBe('home-page');
  expect(findSiteRoute('/pricing/')?.module).toBe('pricing-page');
  expect(findSiteRoute('/jobs_details/3/engineering')?.module).toBe('job-details-page');
  expect(findSiteRoute('/jobs_details/3')).toBeUndefined();
  expect(findSiteRoute('/nope')).toBeUndefined();
});
