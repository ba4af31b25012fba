import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageRoot } from './page-root';
import { ThemeProvider, useTheme } from './theme';

function Toggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {theme}
    </button>
  );
}

beforeEach(() => window.localStorage.clear());

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
