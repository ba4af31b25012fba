import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '@chalein/testing/i18n';
import { getFaqs, getNewsUpdates, getTestimonials } from '@chalein/shared/api/marketing';
import { hydrateServerHtml } from '@chalein/testing/server-render-harness';
import { FirstScreenDataProvider } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { REMOTE_PAGE_ATTRIBUTE, withAttribute } from '@chalein/shared/lib/dom-markers';
import { faqs, newsUpdates, testimonials } from './api-fixtures';
import { HomePage, loadFirstScreen } from './home-page';

jest.mock('@chalein/shared/api/marketing', () => ({ getTestimonials: jest.fn(), getNewsUpdates: jest.fn(), getFaqs: jest.fn() }));

beforeEach(() => {
  jest.mocked(getTestimonials).mockResolvedValue(testimonials);
  jest.mocked(getNewsUpdates).mockResolvedValue(newsUpdates);
  jest.mocked(getFaqs).mockResolvedValue([{ id: 1, category: 'Safety', question: 'Is there an SOS button?', answer: 'Yes.' }]);
});

function renderPage(language: 'en' | 'hi' | 'kn' = 'en') {
  return render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <ThemeProvider>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

test('the hero welcomes, names the joyride and opens the rider app listing in a new tab', async () => {
  renderPage();
  expect(screen.getByText('Welcome to Chalein')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Every ride a joyride.' })).toBeInTheDocument();
  const book = screen.getByRole('link', { name: 'book a ride' });
  expect(book).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=in.chalein.rider');
  expect(book).toHaveAttribute('target', '_blank');
  expect(book).toHaveAttribute('rel', 'noopener noreferrer');
  await screen.findByRole('group', { name: 'testimonials' });
});

test("on an iPhone 'book a ride' opens the App Store listing", async () => {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
  renderPage();
  expect(screen.getByRole('link', { name: 'book a ride' })).toHaveAttribute(
    'href',
    'https://apps.apple.com/in/app/chalein-rider/id6478123450',
  );
  jest.restoreAllMocks();
  await screen.findByRole('group', { name: 'testimonials' });
});

test('two partners, four safety features, two services and the five marketed features', async () => {
  renderPage();
  const partners = screen.getByRole('region', { name: 'Our partners' });
  expect(within(partners).getAllByRole('listitem')).toHaveLength(2);
  const safety = screen.getByRole('region', { name: 'Safety and reliability' });
  for (const title of ['Women drivers preference', 'Driver verification and background check', 'Share live location', 'SOS panic button']) {
    expect(within(safety).getByRole('heading', { name: title })).toBeInTheDocument();
  }
  const services = screen.getByRole('region', { name: 'Our services' });
  expect(within(services).getByRole('heading', { name: 'Cab Ride Service' })).toBeInTheDocument();
  expect(within(services).getByRole('heading', { name: 'Porter Service' })).toBeInTheDocument();
  const features = screen.getByRole('region', { name: 'Made for Bengaluru' });
  expect(within(features).getAllByRole('listitem')).toHaveLength(5);
  await screen.findByRole('group', { name: 'testimonials' });
});

test('reviews, news, the three initiatives and the FAQ teaser follow, from the API', async () => {
  renderPage();
  const reviews = screen.getByRole('region', { name: 'Customer Reviews and Testimonials' });
  expect(await within(reviews).findByRole('group', { name: 'testimonials' })).toBeInTheDocument();
  expect(within(reviews).getAllByText('Anita Rao').length).toBeGreaterThan(0);

  const news = screen.getByRole('region', { name: 'News and updates' });
  expect((await within(news).findAllByText('200 electric cabs join the fleet')).length).toBeGreaterThan(0);
  expect(within(news).getAllByText('5 March 2026').length).toBeGreaterThan(0);

  const initiatives = screen.getByRole('region', { name: 'Our initiatives' });
  for (const title of ['Free meals on the move', 'Pride behind the wheel', 'Care rides to hospitals']) {
    expect(within(initiatives).getAllByText(title).length).toBeGreaterThan(0);
  }

  const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
  expect(await within(faq).findByRole('heading', { name: 'Safety' })).toBeInTheDocument();
  expect(within(faq).getByRole('link', { name: 'see more faq' })).toHaveAttribute('href', '/faq');
});

test('the page root carries the theme from the shared context', async () => {
  renderPage();
  expect(document.querySelector(withAttribute(REMOTE_PAGE_ATTRIBUTE))).toHaveAttribute('data-theme', 'light');
  await screen.findByRole('group', { name: 'testimonials' });
});

test("loadFirstScreen fetches the three sections' answers under their keys; the page hydrates with them, shown at once, asking for nothing", async () => {
  jest.mocked(getFaqs).mockResolvedValue(faqs);
  const data = await loadFirstScreen({ pathname: '/', params: {}, search: '' });
  expect(data).toEqual({ testimonials, 'news-updates': newsUpdates, faqs });
  jest.clearAllMocks();

  // the sections' code loads lazily: the browser keeps the server's HTML of them until it has arrived
  const { container, hydrationErrors } = await hydrateServerHtml(
    <ThemeProvider>
      <FirstScreenDataProvider data={data}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </FirstScreenDataProvider>
    </ThemeProvider>,
  );
  const page = within(container);
  expect(page.getAllByText('Safe at midnight.').length).toBeGreaterThan(0);
  expect(page.getAllByText('200 electric cabs join the fleet').length).toBeGreaterThan(0);
  expect(page.getByRole('heading', { name: 'Booking a ride' })).toBeInTheDocument();
  expect(page.queryByText(/Loading/)).not.toBeInTheDocument();
  expect(hydrationErrors).toEqual([]);
  expect(getTestimonials).not.toHaveBeenCalled();
  expect(getNewsUpdates).not.toHaveBeenCalled();
  expect(getFaqs).not.toHaveBeenCalled();
  // the whole page rendered to HTML and hydrated, its code loaded cold: longer than one render on a busy machine
}, 15_000);

test.each([
  ['hi', 'हर राइड, एक मज़ेदार सफ़र।', 'सुरक्षा और भरोसा', 'राइड बुक करें', 'ग्राहकों की राय और अनुभव', 'ग्राहकों की राय', '5 मार्च 2026'],
  [
    'kn',
    'ಪ್ರತಿ ರೈಡ್ ಒಂದು ಖುಷಿಯ ಪಯಣ.',
    'ಸುರಕ್ಷತೆ ಮತ್ತು ವಿಶ್ವಾಸಾರ್ಹತೆ',
    'ರೈಡ್ ಬುಕ್ ಮಾಡಿ',
    'ಗ್ರಾಹಕರ ವಿಮರ್ಶೆಗಳು ಮತ್ತು ಅನುಭವಗಳು',
    'ಗ್ರಾಹಕರ ಅನುಭವಗಳು',
    'ಮಾರ್ಚ್ 5, 2026',
  ],
] as const)(
  'in %s the hero, the sections, the reviews and the news dates are in that language',
  async (language, tagline, safety, book, reviews, reviewsCarousel, newsDate) => {
    // the hydration test above leaves its page in the document, with the same ids (which name the regions): look
    // only inside this page, and for headings
    const page = within(renderPage(language).container);
    expect(page.getByRole('heading', { level: 1, name: tagline })).toBeInTheDocument();
    expect(page.getByRole('heading', { level: 2, name: safety })).toBeInTheDocument();
    expect(page.getByRole('link', { name: book })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=in.chalein.rider',
    );
    expect(page.getByRole('heading', { level: 2, name: reviews })).toBeInTheDocument();
    // the reviews' carousel, once the section has loaded, is named in the page's language too
    const carousel = await page.findByRole('group', { name: reviewsCarousel });
    expect(within(carousel).getAllByText('Anita Rao').length).toBeGreaterThan(0);
    expect((await page.findAllByText(newsDate)).length).toBeGreaterThan(0);
    expect(page.queryByText('Safety and reliability')).not.toBeInTheDocument();
  },
);

test('a Hindi page the server rendered hydrates with the same words, asking for nothing', async () => {
  jest.mocked(getFaqs).mockResolvedValue(faqs);
  const data = await loadFirstScreen({ pathname: '/', params: {}, search: '' });
  jest.clearAllMocks();
  const { container, hydrationErrors } = await hydrateServerHtml(
    <I18nextProvider i18n={createTestI18n('hi')}>
      <ThemeProvider>
        <FirstScreenDataProvider data={data}>
          <MemoryRouter>
            <HomePage />
          </MemoryRouter>
        </FirstScreenDataProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
  const page = within(container);
  expect(page.getByRole('heading', { level: 1, name: 'हर राइड, एक मज़ेदार सफ़र।' })).toBeInTheDocument();
  expect(page.getAllByText('5 मार्च 2026').length).toBeGreaterThan(0);
  expect(hydrationErrors).toEqual([]);
  expect(getTestimonials).not.toHaveBeenCalled();
}, 15_000);
