// The one table of the site's routes. The shell builds its router from it, the API server uses it to put a
// route's title and share image into the HTML it serves, and /seo lists it. Each route names the remote that
// owns it (docs/decisions/0006-route-table.md) and the module that remote exposes for it.

import type { RemoteName } from './remote-manifest';

// the route table is where a page's owner is named: code that reads routes takes the owner's type from here too
export type { RemoteName };

/** The part of the site a page belongs to: the navigation marks it as current on all of that part's pages. */
export type SiteSection = 'home' | 'about' | 'services' | 'blog' | 'pricing' | 'contact' | 'careers';

export interface SiteRoute {
  /** react-router path pattern, always with a leading slash */
  path: string;
  /** its section in the navigation (pass pages are under Pricing, service pages under Services) */
  section?: SiteSection;
  remote: RemoteName;
  /** module exposed by the remote, without the leading './' */
  module: string;
  /** id for POST /api/seodata; the original site fixed 1-7 and 11, the rest are ours; staff pages have none */
  seoId?: number;
  /** human name, used by /seo and as a fallback heading */
  name: string;
  /** listed in /seo and the sitemap (pages with parameters or payment results are not) */
  indexable: boolean;
  /**
   * the page's largest image above the fold: the server preloads it from the HTML, since otherwise the browser
   * finds it only after the shell and the remote have run (it is the page's largest contentful paint)
   */
  leadImage?: string;
  /**
   * the page's first screen is data from the API (its largest paint waits for an answer): the server preloads the
   * API client with the page, so the call leaves as soon as the page renders instead of after the client's code
   */
  apiFirstScreen?: boolean;
  /** the page shows one visitor's own state (a payment's result): its server-rendered HTML is never cached */
  personal?: boolean;
  /**
   * the page's address is a signed link mailed to one person (a receipt): besides never being cached (mark it
   * personal too), it is sent with no-store and noindex, its address is checked before rendering (404 when the
   * link is not ours) and robots.txt disallows it (docs/decisions/0044-signed-links.md)
   */
  signedLink?: boolean;
  /**
   * the query parameters the page reads (through useSearchParams, or loadFirstScreen's `search`); none unless
   * listed. The server renders and keeps the page with these alone, so any other (utm_source, fbclid, a typo)
   * neither changes what is rendered nor makes another copy in the page cache (api/src/site/page-cache-key.ts)
   */
  queryParameters?: readonly string[];
  /**
   * a page of the staff console, under /staff: rendered in the browser only, never kept, never indexed, in the
   * shell's plain staff layout, and its remote is fetched only when such a page is opened
   * (docs/decisions/0041-staff-remote.md)
   */
  staff?: boolean;
}

export const siteRoutes: readonly SiteRoute[] = [
  {
    path: '/',
    section: 'home',
    remote: 'marketing',
    module: 'home-page',
    seoId: 1,
    name: 'Home',
    indexable: true,
    leadImage: '/uploads/brand/hero-city.svg',
  },
  { path: '/about', section: 'about', remote: 'marketing', module: 'about-page', seoId: 2, name: 'About Us', indexable: true },
  { path: '/contact', section: 'contact', remote: 'marketing', module: 'contact-page', seoId: 3, name: 'Contact Us', indexable: true },
  {
    path: '/ourservices',
    section: 'services',
    remote: 'marketing',
    module: 'services-page',
    seoId: 4,
    name: 'Our Services',
    indexable: true,
  },
  {
    path: '/pricing',
    section: 'pricing',
    remote: 'passes',
    module: 'pricing-page',
    seoId: 5,
    name: 'Pricing',
    indexable: true,
    apiFirstScreen: true,
  },
  { path: '/jobs', section: 'careers', remote: 'careers', module: 'jobs-page', seoId: 6, name: 'Careers', indexable: true },
  {
    path: '/jobs_details/:id/:slugName',
    section: 'careers',
    remote: 'careers',
    module: 'job-details-page',
    seoId: 7,
    name: 'Job details',
    indexable: false,
    apiFirstScreen: true,
  },
  {
    path: '/apply_job/:id/:slugName',
    section: 'careers',
    remote: 'careers',
    module: 'apply-job-page',
    seoId: 8,
    name: 'Apply for a job',
    indexable: false,
  },
  { path: '/investors', remote: 'marketing', module: 'investors-page', seoId: 9, name: 'Investors', indexable: true },
  { path: '/support', remote: 'marketing', module: 'support-page', seoId: 10, name: 'Support', indexable: true },
  { path: '/drive_with_us', remote: 'onboarding', module: 'driver-registration-page', seoId: 11, name: 'Drive with us', indexable: true },
  {
    // one driver's application: never cached, sent private and no-store (docs/decisions/0046-driver-status-page.md)
    path: '/drive_with_us/status',
    remote: 'onboarding',
    module: 'driver-status-page',
    seoId: 34,
    name: 'Driver application status',
    indexable: false,
    personal: true,
  },
  { path: '/faq', remote: 'marketing', module: 'faq-page', seoId: 12, name: 'FAQ', indexable: true, apiFirstScreen: true },
  {
    path: '/homefaq',
    remote: 'marketing',
    module: 'home-faq-page',
    seoId: 13,
    name: 'Frequently asked questions',
    indexable: true,
    apiFirstScreen: true,
  },
  { path: '/initiatives', remote: 'marketing', module: 'initiatives-page', seoId: 14, name: 'Initiatives', indexable: true },
  {
    path: '/in_city_ride',
    section: 'services',
    remote: 'marketing',
    module: 'in-city-ride-page',
    seoId: 15,
    name: 'In-city rides',
    indexable: true,
  },
  { path: '/porter', section: 'services', remote: 'marketing', module: 'porter-page', seoId: 16, name: 'Porter service', indexable: true },
  {
    path: '/outstation_ride',
    section: 'services',
    remote: 'marketing',
    module: 'outstation-ride-page',
    seoId: 17,
    name: 'Outstation rides',
    indexable: true,
  },
  {
    path: '/blog',
    section: 'blog',
    remote: 'marketing',
    module: 'blog-page',
    seoId: 18,
    name: 'Blog',
    indexable: true,
    apiFirstScreen: true,
  },
  {
    path: '/blog/:slug',
    section: 'blog',
    remote: 'marketing',
    module: 'blog-article-page',
    seoId: 18,
    name: 'Blog article',
    indexable: false,
    apiFirstScreen: true,
  },
  {
    path: '/termscondition',
    remote: 'marketing',
    module: 'cms-page',
    seoId: 19,
    name: 'Terms and conditions',
    indexable: true,
    apiFirstScreen: true,
  },
  {
    path: '/privacypolicy',
    remote: 'marketing',
    module: 'cms-page',
    seoId: 20,
    name: 'Privacy policy',
    indexable: true,
    apiFirstScreen: true,
  },
  {
    path: '/refundpolicy',
    remote: 'marketing',
    module: 'cms-page',
    seoId: 21,
    name: 'Refund policy',
    indexable: true,
    apiFirstScreen: true,
  },
  {
    path: '/generalinfo',
    remote: 'marketing',
    module: 'cms-page',
    seoId: 22,
    name: 'General information',
    indexable: true,
    apiFirstScreen: true,
  },
  { path: '/seo', remote: 'marketing', module: 'seo-page', seoId: 23, name: 'Site index', indexable: true },
  {
    path: '/daylight_pass',
    section: 'pricing',
    remote: 'passes',
    module: 'pass-page',
    seoId: 24,
    name: 'Daylight Saver Pass',
    indexable: true,
    apiFirstScreen: true,
  },
  {
    path: '/moonlight_pass',
    section: 'pricing',
    remote: 'passes',
    module: 'pass-page',
    seoId: 25,
    name: 'Moonlight Saver Pass',
    indexable: true,
    apiFirstScreen: true,
  },
  {
    path: '/student_pass',
    section: 'pricing',
    remote: 'passes',
    module: 'pass-page',
    seoId: 26,
    name: 'Student Pass',
    indexable: true,
    apiFirstScreen: true,
  },
  {
    path: '/corporate_pass',
    section: 'pricing',
    remote: 'passes',
    module: 'pass-page',
    seoId: 27,
    name: 'Corporate Pass',
    indexable: true,
    apiFirstScreen: true,
  },
  {
    path: '/gold_pass',
    section: 'pricing',
    remote: 'passes',
    module: 'pass-page',
    seoId: 28,
    name: 'Gold Pass',
    indexable: true,
    apiFirstScreen: true,
  },
  {
    path: '/standard_pass',
    section: 'pricing',
    remote: 'passes',
    module: 'pass-page',
    seoId: 29,
    name: 'Standard Driver Pass',
    indexable: true,
    apiFirstScreen: true,
  },
  {
    path: '/silver_pass',
    section: 'pricing',
    remote: 'passes',
    module: 'pass-page',
    seoId: 30,
    name: 'Silver Driver Pass',
    indexable: true,
    apiFirstScreen: true,
  },
  {
    path: '/driver_gold_pass',
    section: 'pricing',
    remote: 'passes',
    module: 'pass-page',
    seoId: 31,
    name: 'Gold Driver Pass',
    indexable: true,
    apiFirstScreen: true,
  },
  {
    path: '/thankyou',
    section: 'pricing',
    remote: 'passes',
    module: 'thank-you-page',
    seoId: 32,
    name: 'Thank you',
    indexable: false,
    personal: true,
  },
  {
    path: '/failed',
    section: 'pricing',
    remote: 'passes',
    module: 'payment-failed-page',
    seoId: 33,
    name: 'Payment failed',
    indexable: false,
    personal: true,
  },
  {
    path: '/passes/receipt/:token',
    section: 'pricing',
    remote: 'passes',
    module: 'pass-receipt-page',
    name: 'Pass receipt',
    indexable: false,
    personal: true,
    signedLink: true,
  },
  {
    path: '/newsletter/unsubscribe/:token',
    remote: 'marketing',
    module: 'newsletter-unsubscribe-page',
    name: 'Newsletter unsubscribe',
    indexable: false,
    personal: true,
    signedLink: true,
  },
  // the staff console (staff-mfe): a later console page is one more line here and one in its remote's navigation
  { path: '/staff', remote: 'staff', module: 'staff-home-page', name: 'Staff console', indexable: false, staff: true },
  { path: '/staff/sign-in', remote: 'staff', module: 'staff-sign-in-page', name: 'Staff sign-in', indexable: false, staff: true },
  {
    path: '/staff/setup',
    remote: 'staff',
    module: 'staff-setup-page',
    name: 'Staff account setup',
    indexable: false,
    staff: true,
  },
  { path: '/staff/accounts', remote: 'staff', module: 'staff-accounts-page', name: 'Staff accounts', indexable: false, staff: true },
  {
    path: '/staff/audit',
    remote: 'staff',
    module: 'staff-audit-page',
    name: 'Audit trail',
    indexable: false,
    staff: true,
    queryParameters: ['person', 'action', 'target', 'from', 'to', 'before'],
  },
  {
    path: '/staff/drivers',
    remote: 'staff',
    module: 'staff-drivers-page',
    name: 'Driver registrations',
    indexable: false,
    staff: true,
    queryParameters: ['status', 'cursor'],
  },
  {
    path: '/staff/drivers/:reference',
    remote: 'staff',
    module: 'staff-driver-page',
    name: 'Driver registration',
    indexable: false,
    staff: true,
  },
  {
    path: '/staff/orders',
    remote: 'staff',
    module: 'staff-orders-page',
    name: 'Orders',
    indexable: false,
    staff: true,
    queryParameters: ['from', 'to', 'status', 'mobile', 'cursor'],
  },
  { path: '/staff/orders/:id', remote: 'staff', module: 'staff-order-page', name: 'Order', indexable: false, staff: true },
  {
    path: '/staff/messages',
    remote: 'staff',
    module: 'staff-messages-page',
    name: 'Messages',
    indexable: false,
    staff: true,
    queryParameters: ['kind', 'status', 'from', 'to', 'q', 'assignee', 'cursor', 'back', 'sort', 'desc'],
  },
  {
    path: '/staff/messages/:kind/:id',
    remote: 'staff',
    module: 'staff-message-page',
    name: 'Message',
    indexable: false,
    staff: true,
  },
  {
    path: '/staff/newsletter',
    remote: 'staff',
    module: 'staff-newsletter-page',
    name: 'Newsletter subscribers',
    indexable: false,
    staff: true,
    queryParameters: ['q', 'cursor', 'back', 'sort', 'desc'],
  },
  {
    path: '/staff/applications',
    remote: 'staff',
    module: 'staff-applications-page',
    name: 'Job applications',
    indexable: false,
    staff: true,
    queryParameters: ['job', 'status', 'q', 'cursor', 'back', 'sort', 'desc'],
  },
  {
    path: '/staff/applications/:reference',
    remote: 'staff',
    module: 'staff-application-page',
    name: 'Job application',
    indexable: false,
    staff: true,
  },
  {
    path: '/staff/outbox',
    remote: 'staff',
    module: 'staff-outbox-page',
    name: 'Outbox',
    indexable: false,
    staff: true,
    queryParameters: ['status', 'cursor', 'back', 'sort', 'desc'],
  },
];

/** The staff console's part of the site: /staff and every path under it, known to the table or not. */
export function isStaffPath(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

/** CMS page ids (1-4, fixed by the original site), keyed by route path */
export const cmsPageIds: Readonly<Record<string, number>> = {
  '/termscondition': 1,
  '/privacypolicy': 2,
  '/refundpolicy': 3,
  '/generalinfo': 4,
};

/** Matches a concrete URL path (no query) against the table; ':param' segments match any one segment. */
export function findSiteRoute(pathname: string): SiteRoute | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = clean.split('/');
  return siteRoutes.find((route) => {
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) return false;
    return pattern.every((segment, i) => (segment.startsWith(':') ? parts[i] !== '' : segment === parts[i]));
  });
}

/** The navigation section of a concrete URL path, if it has one. */
export function findSiteSection(pathname: string): SiteSection | undefined {
  return findSiteRoute(pathname)?.section;
}

/**
 * The lower-case path of a route written in other letter cases ('/About' -> '/about'), for a redirect; a
 * parameter keeps its own case. Undefined when the path is already canonical or names no route.
 */
export function findCanonicalPath(pathname: string): string | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = clean.split('/');
  for (const route of siteRoutes) {
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) continue;
    const matches = pattern.every((segment, i) =>
      segment.startsWith(':') ? parts[i] !== '' : segment.toLowerCase() === (parts[i] ?? '').toLowerCase(),
    );
    if (!matches) continue;
    const canonical = pattern.map((segment, i) => (segment.startsWith(':') ? (parts[i] ?? '') : segment)).join('/');
    return canonical === clean ? undefined : canonical;
  }
  return undefined;
}
