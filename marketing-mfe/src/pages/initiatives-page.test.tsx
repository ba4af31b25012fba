import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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
