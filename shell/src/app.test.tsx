import { useEffect } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getSeoData } from '@chalein/shared/api/site';
import { useRecordTitle } from '@chalein/shared/lib/use-record-title';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { AppRoutes } from './app';
import { registerSiteRemotes } from './remotes/remote-registry';
import { forgetLoadedPages } from './remotes/remote-route';

// The federation runtime cannot fetch remotes inside jsdom; the browser tests (e2e/) load real remotes.
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('@chalein/shared/api/site', () => ({ getSeoData: jest.fn(), subscribeToNewsletter: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedGetSeoData = jest.mocked(getSeoData);

function HomePage() {
  return <h1>Remote home page</h1>;
}

function PricingPage() {
  return <h1>Remote pricing page</h1>;
}

function AboutPage() {
  return <h1>Remote about page</h1>;
}

let navigateTo: NavigateFunction = () => undefined;

function NavigateProbe() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    navigateTo = navigate;
  }, [navigate]);
  return <output data-testid="location">{pathname}</output>;
}

/** Renders the site at a path; `navigate` moves it like a click on a link would. */
function renderAt(path: string) {
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <NavigateProbe />
        <AppRoutes />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { navigate: async (to: string) => navigateTo(to) };
}

beforeEach(() => {
  jest.clearAllMocks();
  forgetLoadedPages();
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  registerSiteRemotes({ marketing: '/remotes/marketing/remoteEntry.js', passes: '/remotes/passes/remoteEntry.js' });
  mockedGetSeoData.mockRejectedValue(new Error('offline'));
  mockedLoadRemote.mockImplementation(async (id: string) => {
    if (id === 'marketing/home-page') return { HomePage };
    if (id === 'passes/pricing-page') return { PricingPage };
    if (id === 'marketing/about-page') return { AboutPage };
    throw new Error(`no such module ${id}`);
  });
});

afterEach(() => jest.restoreAllMocks());

test('a route of the table loads the page its remote exposes, inside the header and footer', async () => {
  renderAt('/');
  expect(await screen.findByRole('heading', { name: 'Remote home page' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('marketing/home-page');
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'marketing', entry: 'http://localhost/remotes/marketing/remoteEntry.js' },
    { name: 'passes', entry: 'http://localhost/remotes/passes/remoteEntry.js' },
  ]);
});

test('the header highlights the active link and offers the rider app', async () => {
  renderAt('/pricing');
  await screen.findByRole('heading', { name: 'Remote pricing page' });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'About Us', 'Services', 'blog', 'Pricing', 'Contact Us']) {
    expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
  }
  expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  const download = within(nav).getByRole('link', { name: 'download app' });
  expect(download).toHaveAttribute('href', expect.stringContaining('in.chalein.rider'));
  expect(download).toHaveAttribute('target', '_blank');
});

test('an unknown route shows the 404 page with a way back home', async () => {
  renderAt('/no/such/page');
  expect(screen.getByRole('heading', { name: 'you are lost!' })).toBeInTheDocument();
  expect(screen.getByText('#404')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'GO BACK' })).toHaveAttribute('href', '/');
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

test('a page that throws while rendering shows the error screen, with the header still there', async () => {
  function BrokenPage(): never {
    throw new Error('boom');
  }
  mockedLoadRemote.mockResolvedValue({ HomePage: BrokenPage });
  renderAt('/');
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText(/Something went wrong while showing this page/)).toBeInTheDocument();
  // the error's own message is kept for whoever reports it, folded under the technical details
  expect(screen.getByText('boom').closest('details')).not.toBeNull();
  expect(screen.getByRole('banner')).toBeInTheDocument();
});

test('a remote that cannot be loaded is retried once, then shows a fallback whose Retry recovers', async () => {
  mockedLoadRemote.mockRejectedValue(new Error('ScriptExternalLoadError'));
  renderAt('/pricing');
  expect(await screen.findByRole('heading', { name: 'This part of Chalein could not be loaded' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  // the failed remote is registered again with force, which drops what the runtime cached for it
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'passes', entry: 'http://localhost/remotes/passes/remoteEntry.js' }], {
    force: true,
  });
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();

  mockedLoadRemote.mockResolvedValue({ PricingPage });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Remote pricing page' })).toBeInTheDocument();
});

test('a remote missing from remotes.json shows the fallback, and other routes keep working', async () => {
  const router = renderAt('/jobs');
  expect(await screen.findByRole('heading', { name: 'This part of Chalein could not be loaded' })).toBeInTheDocument();
  await act(() => router.navigate('/'));
  expect(await screen.findByRole('heading', { name: 'Remote home page' })).toBeInTheDocument();
});

test('every route change scrolls to the top, and the first page is left where the visitor has scrolled it', async () => {
  const router = renderAt('/');
  await screen.findByRole('heading', { name: 'Remote home page' });
  expect(window.scrollTo).not.toHaveBeenCalled();
  await act(() => router.navigate('/pricing'));
  await screen.findByRole('heading', { name: 'Remote pricing page' });
  expect(window.scrollTo).toHaveBeenCalledTimes(1);
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  // a search of the same page is not a new page
  await act(() => router.navigate('/pricing?plan=daily'));
  expect(window.scrollTo).toHaveBeenCalledTimes(1);
  await act(() => router.navigate('/'));
  await screen.findByRole('heading', { name: 'Remote home page' });
  expect(window.scrollTo).toHaveBeenCalledTimes(2);
});

test('the mobile menu closes when the route changes', async () => {
  const router = renderAt('/');
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await act(() => router.navigate('/pricing'));
  await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
});

test('the theme toggle switches the whole document to dark and remembers it', async () => {
  renderAt('/');
  expect(document.documentElement.dataset.theme).toBe('light');
  await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(window.localStorage.getItem('chalein-theme')).toBe('dark');
  expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
});

test('page metadata comes from seodata for the route, and the defaults stand when it fails', async () => {
  mockedGetSeoData.mockResolvedValue({
    metaTitle: 'Passes | Chalein',
    metaDescription: 'Ride passes',
    metaKeyword: 'pass',
    head: '/uploads/brand/share-passes.svg',
  });
  const router = renderAt('/pricing');
  await waitFor(() => expect(document.title).toBe('Passes | Chalein'));
  expect(mockedGetSeoData).toHaveBeenCalledWith(5);
  expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/uploads/brand/share-passes.svg');

  mockedGetSeoData.mockRejectedValue(new Error('offline'));
  await act(() => router.navigate('/'));
  await waitFor(() => expect(document.title).toBe('Chalein | Safe, affordable taxi service in Bengaluru'));
  expect(mockedGetSeoData).toHaveBeenLastCalledWith(1);
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Bengaluru/);
});

test('on in-app navigation the canonical link, title and description follow the route, as on a direct load', async () => {
  mockedGetSeoData.mockImplementation(async (id: number) => ({
    metaTitle: id === 5 ? 'Passes | Chalein' : 'Home | Chalein',
    metaDescription: id === 5 ? 'Ride passes' : 'Rides in Bengaluru',
    metaKeyword: 'k',
    head: '/uploads/brand/share-default.svg',
  }));
  const router = renderAt('/');
  await waitFor(() => expect(document.title).toBe('Home | Chalein'));
  expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/');

  await act(() => router.navigate('/pricing'));
  await waitFor(() => expect(document.title).toBe('Passes | Chalein'));
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Ride passes');
  expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/pricing');
  expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute('content', 'http://localhost/pricing');
  expect(document.querySelector('meta[name="twitter:title"]')).toHaveAttribute('content', 'Passes | Chalein');

  // a page that does not exist has no canonical address (the server's 404 has none either)
  await act(() => router.navigate('/no/such/page'));
  await waitFor(() => expect(document.querySelector('link[rel="canonical"]')).toBeNull());
});

test("a page that names its record keeps its own title when the route's seodata arrives later", async () => {
  let answer: (value: { metaTitle: string; metaDescription: string; metaKeyword: string; head: string }) => void = () => undefined;
  mockedGetSeoData.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  function ArticlePage() {
    useRecordTitle('Daylight or Moonlight? | Chalein');
    return <h1>Remote article</h1>;
  }
  mockedLoadRemote.mockResolvedValue({ BlogArticlePage: ArticlePage });
  renderAt('/blog/daylight-or-moonlight');
  await screen.findByRole('heading', { name: 'Remote article' });
  await waitFor(() => expect(document.title).toBe('Daylight or Moonlight? | Chalein'));
  await act(async () => answer({ metaTitle: 'Blog | Chalein', metaDescription: 'Stories', metaKeyword: 'k', head: '/x.svg' }));
  expect(document.title).toBe('Daylight or Moonlight? | Chalein');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Stories');
});

test('/About leads to /about in the client router too', async () => {
  renderAt('/About');
  expect(await screen.findByRole('heading', { name: 'Remote about page' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/about$/);
});

test('the first page skips seodata when the server already rendered its metadata, later pages do not', async () => {
  const marker = document.createElement('meta');
  marker.name = 'chalein:rendered-path';
  marker.content = '/pricing';
  document.head.appendChild(marker);
  document.title = 'Apply for Engineering | Chalein';
  const { navigate } = renderAt('/pricing');
  await screen.findByRole('heading', { name: 'Remote pricing page' });
  expect(mockedGetSeoData).not.toHaveBeenCalled();
  expect(document.title).toBe('Apply for Engineering | Chalein');
  expect(document.querySelector('meta[name="chalein:rendered-path"]')).toBeNull();

  await act(() => navigate('/'));
  await waitFor(() => expect(mockedGetSeoData).toHaveBeenCalledWith(1));
});

test('the footer has the spec links, the office address and the copyright with the legal name', async () => {
  renderAt('/');
  const footer = screen.getByRole('contentinfo');
  for (const href of [
    '/faq',
    '/drive_with_us',
    '/jobs',
    '/generalinfo',
    '/privacypolicy',
    '/termscondition',
    '/refundpolicy',
    '/investors',
    '/support',
  ]) {
    expect(footer.querySelector(`a[href="${href}"]`)).not.toBeNull();
  }
  expect(within(footer).getByText(/Bengaluru 560025/)).toBeInTheDocument();
  expect(
    within(footer).getByText(`© ${new Date().getFullYear()} Chalein Mobility Private Limited. All rights reserved.`),
  ).toBeInTheDocument();
  for (const name of ['LinkedIn', 'Instagram', 'Facebook']) expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Get the Chalein Driver App' })).toHaveAttribute(
    'href',
    expect.stringContaining('in.chalein.driver'),
  );
});

test('a staff page renders in the plain staff layout: no public header, footer or seodata', async () => {
  function StaffSignInPage() {
    return <h1>Remote staff sign-in</h1>;
  }
  mockedLoadRemote.mockImplementation(async (id: string) => {
    if (id === 'staff/staff-sign-in-page') return { StaffSignInPage };
    throw new Error(`no such module ${id}`);
  });
  registerSiteRemotes({ marketing: '/remotes/marketing/remoteEntry.js', staff: '/remotes/staff/remoteEntry.js' });
  renderAt('/staff/sign-in');
  expect(await screen.findByRole('heading', { name: 'Remote staff sign-in' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(mockedGetSeoData).not.toHaveBeenCalled();
  expect(document.title).toBe('Staff sign-in | Chalein');
});

test('an unknown address under /staff is a 404 inside the staff layout', async () => {
  renderAt('/staff/nowhere');
  expect(await screen.findByRole('heading', { name: 'you are lost!' })).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
});

test('no link of the public header or footer leads into the staff console', async () => {
  renderAt('/');
  await screen.findByRole('heading', { name: 'Remote home page' });
  const links = [
    ...within(screen.getByRole('banner')).queryAllByRole('link'),
    ...within(screen.getByRole('contentinfo')).queryAllByRole('link'),
  ];
  expect(links.length).toBeGreaterThan(5);
  for (const link of links) expect(link.getAttribute('href') ?? '').not.toMatch(/^\/staff/);
});

test('the public pages offer the browser’s Hindi once the page is up, and the switcher links it too', async () => {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en-IN']);
  renderAt('/pricing');
  expect(await screen.findByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' })).toHaveAttribute('href', '/hi/pricing');
  const switcher = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('list', { name: 'Language' });
  expect(within(switcher).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/pricing');
});
