import { render, screen } from '@testing-library/react';
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
