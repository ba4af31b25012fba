/** @jest-environment node */
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { createTestI18n } from '@chalein/testing/i18n';
import {
  escapeHtmlText,
  listRoutesToRender,
  readMainHeading,
  renderRouteOnServer,
  serveFixtures,
  type ServerPage,
} from '@chalein/testing/server-render-harness';
import * as aboutPage from './pages/about-page';
import { blogArticle, blogPost, faqs, newsUpdates, seoIndex, teamMember, testimonials } from './pages/api-fixtures';
import * as blogArticlePage from './pages/blog-article-page';
import * as blogPage from './pages/blog-page';
import * as cmsPage from './pages/cms-page';
import * as contactPage from './pages/contact-page';
import * as faqPage from './pages/faq-page';
import * as homeFaqPage from './pages/home-faq-page';
import * as homePage from './pages/home-page';
import * as inCityRidePage from './pages/in-city-ride-page';
import * as initiativesPage from './pages/initiatives-page';
import * as investorsPage from './pages/investors-page';
import * as newsletterUnsubscribePage from './pages/newsletter-unsubscribe-page';
import * as outstationRidePage from './pages/outstation-ride-page';
import * as porterPage from './pages/porter-page';
import * as seoPage from './pages/seo-page';
import * as servicesPage from './pages/services-page';
import * as supportPage from './pages/support-page';

// Every page this remote exposes, rendered as the server renders it: no window, no document, its first screen
// fetched by its loadFirstScreen from a real HTTP API, and the HTML checked for the page's heading and that data.

const pages: Readonly<Record<string, ServerPage>> = {
  'home-page': { Page: homePage.HomePage, loadFirstScreen: homePage.loadFirstScreen },
  'about-page': { Page: aboutPage.AboutPage, loadFirstScreen: aboutPage.loadFirstScreen },
  'contact-page': { Page: contactPage.ContactPage },
  'services-page': { Page: servicesPage.ServicesPage },
  'investors-page': { Page: investorsPage.InvestorsPage },
  'support-page': { Page: supportPage.SupportPage },
  'faq-page': { Page: faqPage.FaqPage, loadFirstScreen: faqPage.loadFirstScreen },
  'home-faq-page': { Page: homeFaqPage.HomeFaqPage, loadFirstScreen: homeFaqPage.loadFirstScreen },
  'initiatives-page': { Page: initiativesPage.InitiativesPage },
  'in-city-ride-page': { Page: inCityRidePage.InCityRidePage },
  'porter-page': { Page: porterPage.PorterPage },
  'outstation-ride-page': { Page: outstationRidePage.OutstationRidePage },
  'blog-page': { Page: blogPage.BlogPage, loadFirstScreen: blogPage.loadFirstScreen },
  'blog-article-page': { Page: blogArticlePage.BlogArticlePage, loadFirstScreen: blogArticlePage.loadFirstScreen },
  'cms-page': { Page: cmsPage.CmsPage, loadFirstScreen: cmsPage.loadFirstScreen },
  'seo-page': { Page: seoPage.SeoPage, loadFirstScreen: seoPage.loadFirstScreen },
  'newsletter-unsubscribe-page': {
    Page: newsletterUnsubscribePage.NewsletterUnsubscribePage,
    loadFirstScreen: newsletterUnsubscribePage.loadFirstScreen,
  },
};

const unsubscribeToken = '5.abcdefghijklmnopqrstuv';

const cmsAnswers = {
  1: {
    strTitle: 'Terms and Conditions',
    strDescription: '<h2>1. Using Chalein</h2><p>You must be <strong>18 or older</strong> to book.</p>',
  },
  2: { strTitle: 'Privacy Policy', strDescription: '<h2>1. What we collect and why</h2><p>Under the <strong>DPDP Act</strong>.</p>' },
  3: { strTitle: 'Refund Policy', strDescription: '<p>Passes are not refundable once issued.</p>' },
  4: { strTitle: 'General Information', strDescription: '<p>Chalein Mobility Private Limited, Bengaluru.</p>' },
};

const answers = {
  'GET /testimonials': testimonials,
  'GET /news_updates': newsUpdates,
  'GET /faqs': faqs,
  'POST /our_team': [teamMember(1)],
  'POST /blogs': [blogPost],
  [`GET /blogs/${blogArticle.blogSlug}`]: blogArticle,
  'GET /seodata': seoIndex,
  [`GET /newsletter/unsubscribe/${unsubscribeToken}`]: { subscribed: true },
  ...Object.fromEntries(Object.entries(cmsAnswers).map(([id, page]) => [`POST /cms {"id":${id}}`, page])),
};

/** Per route: the address rendered (a route with parameters needs a real one), its h1 and what its data shows. */
const expected: Readonly<Record<string, { url?: string; heading: string; shows?: string[] }>> = {
  '/': {
    heading: 'Every ride a joyride.',
    shows: ['Safe at midnight.', '200 electric cabs join the fleet', '5 March 2026', 'How do I book a ride?'],
  },
  '/about': { heading: 'About Us', shows: ['Kavya Raghunath', 'Chief Executive Officer', '<strong>rides a bike taxi</strong>'] },
  '/contact': { heading: 'Contact Us' },
  '/ourservices': { heading: 'Our Services' },
  '/investors': { heading: 'Investors' },
  '/support': { heading: 'Support' },
  '/faq': { heading: 'Frequently Asked Questions', shows: ['What does the SOS button do?', '5 questions in 2 topics.'] },
  '/homefaq': { heading: 'Frequently asked questions', shows: ['Booking a ride', 'Can I book by voice?'] },
  '/initiatives': { heading: 'Our initiatives' },
  '/in_city_ride': { heading: 'In-city rides' },
  '/porter': { heading: 'Porter service' },
  '/outstation_ride': { heading: 'Outstation rides' },
  '/blog': { heading: 'Latest Blogs', shows: [blogPost.blogTitle, '10 February 2026', '<strong>works late</strong>'] },
  '/blog/:slug': {
    url: `/blog/${blogArticle.blogSlug}`,
    heading: blogArticle.blogTitle,
    shows: ['How the Daylight pass works', '6 am to 6 pm', '2 April 2026'],
  },
  '/termscondition': { heading: 'Terms and Conditions', shows: ['<strong>18 or older</strong>'] },
  '/privacypolicy': { heading: 'Privacy Policy', shows: ['1. What we collect and why', '<strong>DPDP Act</strong>'] },
  '/refundpolicy': { heading: 'Refund Policy', shows: ['Passes are not refundable once issued.'] },
  '/generalinfo': { heading: 'General Information', shows: ['Chalein Mobility Private Limited, Bengaluru.'] },
  '/seo': { heading: 'Site index', shows: ['Chalein | Safe taxi service', 'Book cabs in Bengaluru.'] },
  '/newsletter/unsubscribe/:token': {
    url: `/newsletter/unsubscribe/${unsubscribeToken}`,
    heading: 'Unsubscribe from the newsletter',
    shows: ['Stop getting the Chalein newsletter at this address? We will delete the address from our list.', 'List-Unsubscribe'],
  },
};

const routes = listRoutesToRender('marketing', pages, expected);

serveFixtures(answers);

test.each(routes)('%s renders on the server with its first screen', async (_path, route) => {
  const page = pages[route.module]!;
  const { url = route.path, heading, shows = [] } = expected[route.path]!;
  const { html } = await renderRouteOnServer(page, { routePath: route.path, url, router: StaticRouter });

  expect(readMainHeading(html)).toBe(heading);
  for (const text of shows) expect(html).toContain(text.startsWith('<') ? text : escapeHtmlText(text));
  if (page.loadFirstScreen) expect(html).not.toContain('Loading');
  expect(html).not.toMatch(/<script|onerror/);
});

test("an article nobody has renders the page's not-found message on the server, not 'Loading...'", async () => {
  const { html } = await renderRouteOnServer(pages['blog-article-page']!, {
    routePath: '/blog/:slug',
    url: '/blog/no-such-article',
    router: StaticRouter,
  });
  expect(readMainHeading(html)).toBe('Article not found');
  expect(html).toContain('We could not find this article.');
  expect(html).not.toContain('Loading');
});

/** A page as the server renders it at /hi/... or /kn/...: inside that request's i18next instance. */
function inLanguage(language: 'hi' | 'kn', { Page, loadFirstScreen }: ServerPage): ServerPage {
  const i18n = createTestI18n(language);
  return {
    Page: () => (
      <I18nextProvider i18n={i18n}>
        <Page />
      </I18nextProvider>
    ),
    loadFirstScreen,
  };
}

test.each([
  ['hi', 'home-page', '/', 'हर राइड, एक मज़ेदार सफ़र।', ['सुरक्षा और भरोसा', '5 मार्च 2026', 'How do I book a ride?']],
  ['kn', 'home-page', '/', 'ಪ್ರತಿ ರೈಡ್ ಒಂದು ಖುಷಿಯ ಪಯಣ.', ['ಸುರಕ್ಷತೆ ಮತ್ತು ವಿಶ್ವಾಸಾರ್ಹತೆ', 'ಮಾರ್ಚ್ 5, 2026']],
  ['hi', 'faq-page', '/faq', 'अक्सर पूछे जाने वाले सवाल', ['2 विषयों में 5 सवाल।', 'What does the SOS button do?']],
  ['kn', 'about-page', '/about', 'ನಮ್ಮ ಬಗ್ಗೆ', ['ನಮ್ಮ ತಂಡ', 'Kavya Raghunath']],
  ['hi', 'contact-page', '/contact', 'संपर्क करें', ['हमें संदेश भेजें', 'सबमिट करें']],
] as const)('in %s, %s renders on the server in that language, with its first screen', async (language, module, path, heading, shows) => {
  const { html } = await renderRouteOnServer(inLanguage(language, pages[module]!), { routePath: path, url: path, router: StaticRouter });
  expect(readMainHeading(html)).toBe(heading);
  for (const text of shows) expect(html).toContain(escapeHtmlText(text));
  expect(html).not.toContain('Loading');
});
