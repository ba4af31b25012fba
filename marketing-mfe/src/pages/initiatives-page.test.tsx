import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '@chalein/testing/i18n';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { InitiativesPage } from './initiatives-page';

test('tells the three initiatives in full, each with its artwork', () => {
  render(
    <ThemeProvider>
      <MemoryRouter>
        <InitiativesPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Our initiatives' })).toBeInTheDocument();
  const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(titles).toEqual(expect.arrayContaining(['Free meals on the move', 'Pride behind the wheel', 'Care rides to hospitals']));
  expect(screen.getByRole('img', { name: 'A rainbow road with a Chalein cab and a heart' })).toHaveAttribute(
    'src',
    '/uploads/brand/initiative-pride.svg',
  );
  expect(screen.getByRole('link', { name: 'Partner with us' })).toHaveAttribute('href', '/contact');
});

test.each([
  ['hi', 'हमारी पहल', 'स्टीयरिंग पर गर्व', 'इंद्रधनुषी सड़क पर Chalein कैब और एक दिल', 'हमारे साझेदार बनें'],
  ['kn', 'ನಮ್ಮ ಉಪಕ್ರಮಗಳು', 'ಸ್ಟೀರಿಂಗ್ ಹಿಂದೆ ಹೆಮ್ಮೆ', 'ಕಾಮನಬಿಲ್ಲಿನ ಬಣ್ಣದ ರಸ್ತೆಯಲ್ಲಿ Chalein ಕ್ಯಾಬ್ ಮತ್ತು ಒಂದು ಹೃದಯ', 'ನಮ್ಮ ಪಾಲುದಾರರಾಗಿ'],
] as const)(
  'in %s the heading, the stories, the artwork and the call to partner are in that language',
  (language, heading, story, art, partner) => {
    render(
      <I18nextProvider i18n={createTestI18n(language)}>
        <ThemeProvider>
          <MemoryRouter>
            <InitiativesPage />
          </MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: story })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: art })).toHaveAttribute('src', '/uploads/brand/initiative-pride.svg');
    expect(screen.getByRole('link', { name: partner })).toHaveAttribute('href', '/contact');
  },
);
