import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { Header } from './header';

function renderHeaderAt(path: string) {
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Header />
      </MemoryRouter>
    </ThemeProvider>,
  );
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
