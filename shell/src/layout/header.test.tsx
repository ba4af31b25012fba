import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '@chalein/testing/i18n';
import { hydrateServerHtml } from '@chalein/testing/server-render-harness';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { Header } from './header';

function headerAt(path: string) {
  return (
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Header />
      </MemoryRouter>
    </ThemeProvider>
  );
}

function renderHeaderAt(path: string) {
  render(headerAt(path));
}

afterEach(() => jest.restoreAllMocks());

describe("'download app'", () => {
  test('opens Google Play on a desktop or Android', () => {
    renderHeaderAt('/');
    expect(screen.getByRole('link', { name: 'download app' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=in.chalein.rider',
    );
  });

  test('opens the App Store on an iPhone', () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
    renderHeaderAt('/');
    expect(screen.getByRole('link', { name: 'download app' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/in/app/chalein-rider/id6478123450',
    );
  });
});

describe('the active section', () => {
  test.each([
    ['/pricing', 'Pricing'],
    ['/daylight_pass', 'Pricing'],
    ['/driver_gold_pass', 'Pricing'],
    ['/ourservices', 'Services'],
    ['/in_city_ride', 'Services'],
    ['/porter', 'Services'],
    ['/outstation_ride', 'Services'],
    ['/blog/safe-night-rides-in-bengaluru', 'blog'],
    ['/about', 'About Us'],
  ])('on %s it is %s, and only it', (path, section) => {
    renderHeaderAt(path);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const active = within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(active.map((link) => link.textContent)).toEqual([section]);
    expect(active[0]).toHaveClass('is-active');
  });

  test('a child route marks its section, not as the page itself', () => {
    renderHeaderAt('/daylight_pass');
    expect(screen.getByRole('link', { name: 'Pricing', current: true })).toBeInTheDocument();
  });

  test('the section page itself is the current page', () => {
    renderHeaderAt('/pricing');
    expect(screen.getByRole('link', { name: 'Pricing', current: 'page' })).toBeInTheDocument();
  });

  test('Home is active only on the home page', () => {
    renderHeaderAt('/jobs');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([]);
  });
});

describe('the mobile menu', () => {
  test('its button shows whether it is open, with an icon that changes', async () => {
    renderHeaderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.querySelector('[aria-hidden="true"]')).toHaveClass('menu-icon--hamburger');
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle.querySelector('[aria-hidden="true"]')).toHaveClass('menu-icon--close');
    expect(toggle.querySelector('[aria-hidden="true"]')).not.toHaveClass('menu-icon--hamburger');
  });

  test('closes on Escape and gives focus back to its button', async () => {
    renderHeaderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(toggle).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  test('closes on a tap outside it, and stays open on a tap inside', async () => {
    render(
      <ThemeProvider>
        <MemoryRouter initialEntries={['/']}>
          <Header />
          <p>Page text</p>
        </MemoryRouter>
      </ThemeProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: /Switch to (dark|light) theme/ }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Page text'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

// jsdom has no popovers, so the tests above use the scripted menu, as a browser without them does after hydrating
describe('the menu before any script runs', () => {
  test("the server's HTML opens it as a popover, the browser's own, with both labels for CSS to choose from", () => {
    const html = renderToString(headerAt('/'));
    const container = document.createElement('div');
    container.innerHTML = html;
    const toggle = container.querySelector('.site-header__menu-toggle')!;
    const nav = container.querySelector('nav')!;
    expect(toggle).toHaveAttribute('popovertarget', 'site-nav');
    expect(nav).toHaveAttribute('id', 'site-nav');
    expect(nav).toHaveAttribute('popover', 'auto');
    // the browser says whether a popover's button is expanded; a fixed 'false' would be wrong once it opens
    expect(toggle).not.toHaveAttribute('aria-expanded');
    expect(toggle.textContent).toBe('Open menuClose menu');
  });

  test('a browser without popovers hydrates that HTML without a mismatch, then opens the menu by script', async () => {
    const { container, hydrationErrors } = await hydrateServerHtml(headerAt('/'));
    expect(hydrationErrors).toEqual([]);
    const toggle = within(container).getByRole('button', { name: 'Open menu' });
    expect(toggle).not.toHaveAttribute('popovertarget');
    expect(container.querySelector('nav')).not.toHaveAttribute('popover');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(container).getByRole('navigation', { name: 'Main' })).toHaveClass('site-nav--open');
    container.remove();
  });
});

describe('in Hindi and Kannada', () => {
  function renderHeaderIn(language: 'hi' | 'kn', path: string) {
    render(<I18nextProvider i18n={createTestI18n(language)}>{headerAt(path)}</I18nextProvider>);
  }

  test('Hindi: the menu, its links, the theme toggle and the app link', () => {
    renderHeaderIn('hi', '/pricing');
    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByRole('link', { name: 'कीमतें', current: 'page' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'ब्लॉग' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'हमारे बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेन्यू खोलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^(डार्क|लाइट) थीम पर जाएँ$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ऐप डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chalein होम' })).toHaveAttribute('href', '/');
  });

  test('Kannada: the menu, its links and the app link', () => {
    renderHeaderIn('kn', '/about');
    const nav = screen.getByRole('navigation', { name: 'ಮುಖ್ಯ' });
    expect(within(nav).getByRole('link', { name: 'ನಮ್ಮ ಬಗ್ಗೆ', current: 'page' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'ಸಂಪರ್ಕಿಸಿ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಮೆನು ತೆರೆಯಿರಿ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ಆ್ಯಪ್ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ' })).toBeInTheDocument();
  });
});
