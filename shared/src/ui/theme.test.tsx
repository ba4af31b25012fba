import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageRoot } from './page-root';
import { readThemeCookie, THEME_COOKIE_NAME } from '@chalein/shared/lib/theme-cookie';
import { ThemeProvider, useTheme } from './theme';

function Toggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {theme}
    </button>
  );
}

function clearThemeCookie() {
  document.cookie = `${THEME_COOKIE_NAME}=; Path=/; Max-Age=0`;
}

beforeEach(() => {
  window.localStorage.clear();
  clearThemeCookie();
});
afterEach(() => jest.restoreAllMocks());

test('defaults to light, toggles to dark, marks the document and remembers it', async () => {
  const { unmount } = render(
    <ThemeProvider>
      <Toggle />
      <PageRoot>content</PageRoot>
    </ThemeProvider>,
  );
  expect(screen.getByRole('button')).toHaveTextContent('light');
  await userEvent.click(screen.getByRole('button'));
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(screen.getByText('content')).toHaveAttribute('data-theme', 'dark');
  unmount();

  render(
    <ThemeProvider>
      <Toggle />
    </ThemeProvider>,
  );
  expect(screen.getByRole('button')).toHaveTextContent('dark');
});

test('using the theme outside its provider is a programming error', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Toggle />)).toThrow('useTheme must be used inside <ThemeProvider>');
});

test('the choice travels in a cookie the server can read, for a year, on every path', async () => {
  const cookieWrites: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    cookieWrites.push(value);
    descriptor?.set?.call(document, value);
  });
  render(
    <ThemeProvider>
      <Toggle />
    </ThemeProvider>,
  );
  await userEvent.click(screen.getByRole('button'));
  expect(document.cookie).toContain('chalein-theme=dark');
  const last = cookieWrites[cookieWrites.length - 1] ?? '';
  expect(last).toMatch(/^chalein-theme=dark;/);
  expect(last).toMatch(/Path=\//);
  expect(last).toMatch(/Max-Age=31536000/);
  expect(last).toMatch(/SameSite=Lax/);
});

test('the cookie is read first: a dark cookie gives dark even when storage says light', () => {
  window.localStorage.setItem('chalein-theme', 'light');
  document.cookie = 'chalein-theme=dark; Path=/';
  render(
    <ThemeProvider>
      <Toggle />
    </ThemeProvider>,
  );
  expect(screen.getByRole('button')).toHaveTextContent('dark');
});

test('a visitor who chose dark before the cookie existed keeps dark, from storage', () => {
  window.localStorage.setItem('chalein-theme', 'dark');
  render(
    <ThemeProvider>
      <Toggle />
    </ThemeProvider>,
  );
  expect(screen.getByRole('button')).toHaveTextContent('dark');
  expect(document.cookie).toContain('chalein-theme=dark');
});

test('only the two themes are read from a cookie header', () => {
  expect(readThemeCookie('a=1; chalein-theme=dark; b=2')).toBe('dark');
  expect(readThemeCookie('chalein-theme=light')).toBe('light');
  expect(readThemeCookie('chalein-theme=%22%3E%3Cscript%3E')).toBeUndefined();
  expect(readThemeCookie('xchalein-theme=dark')).toBeUndefined();
  expect(readThemeCookie(undefined)).toBeUndefined();
});

test('hydrating a page rendered light, it starts light and then takes a dark choice kept only in storage', async () => {
  window.localStorage.setItem('chalein-theme', 'dark');
  const seen: string[] = [];
  function Record() {
    const { theme } = useTheme();
    seen.push(theme);
    return <p>{theme}</p>;
  }
  render(
    <ThemeProvider initialTheme="light">
      <Record />
    </ThemeProvider>,
  );
  expect(seen[0]).toBe('light');
  expect(await screen.findByText('dark')).toBeInTheDocument();
  expect(document.documentElement.dataset.theme).toBe('dark');
});
