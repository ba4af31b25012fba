import { isStaffRemote } from './remote-manifest';
import { findCanonicalPath, findSiteRoute, isStaffPath, siteRoutes } from './routes';

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

test('the metadata ids the original site fixed are kept', () => {
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

describe('findCanonicalPath', () => {
  test('a known route written in other letter cases leads to its lower-case path', () => {
    expect(findCanonicalPath('/About')).toBe('/about');
    expect(findCanonicalPath('/PRICING/')).toBe('/pricing');
    expect(findCanonicalPath('/Daylight_Pass')).toBe('/daylight_pass');
  });

  test("a route's parameters keep their own case", () => {
    expect(findCanonicalPath('/Blog/Safe-Night-Rides')).toBe('/blog/Safe-Night-Rides');
    expect(findCanonicalPath('/Jobs_Details/3/Driver-Coordinator')).toBe('/jobs_details/3/Driver-Coordinator');
  });

  test('nothing for a path already canonical, or for no route at all', () => {
    expect(findCanonicalPath('/about')).toBeUndefined();
    expect(findCanonicalPath('/blog/Safe-Night-Rides')).toBeUndefined();
    expect(findCanonicalPath('/')).toBeUndefined();
    expect(findCanonicalPath('/Nowhere')).toBeUndefined();
  });
});

test('staff pages are all under /staff, owned by the staff remote, never indexed, with no seodata id; public pages have one, but signed links', () => {
  const staff = siteRoutes.filter((route) => route.staff);
  expect(staff.length).toBeGreaterThan(0);
  for (const route of staff) {
    expect(isStaffPath(route.path)).toBe(true);
    expect(isStaffRemote(route.remote)).toBe(true);
    expect(route.indexable).toBe(false);
    expect(route.seoId).toBeUndefined();
  }
  for (const route of siteRoutes.filter((entry) => !entry.staff)) {
    expect(isStaffPath(route.path)).toBe(false);
    expect(isStaffRemote(route.remote)).toBe(false);
    // a page reached only by a signed link (a receipt) has no seodata: it is noindex and listed nowhere
    expect(route.seoId).toEqual(route.signedLink ? undefined : expect.any(Number));
  }
  for (const route of siteRoutes.filter((entry) => entry.signedLink)) expect(route).toMatchObject({ indexable: false, personal: true });
  expect(isStaffPath('/staffing')).toBe(false);
  expect(isStaffPath('/staff/anything')).toBe(true);
});
