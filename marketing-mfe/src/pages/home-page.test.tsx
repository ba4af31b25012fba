import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { HomePage } from './home-page';

function renderPage() {
  render(
    <ThemeProvider>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

test('the hero welcomes, names the joyride and opens the rider app listing in a new tab', () => {
  renderPage();
  expect(screen.getByText('Welcome to Chalein')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Every ride a joyride.' })).toBeInTheDocument();
  const book = screen.getByRole('link', { name: 'book a ride' });
  expect(book).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=in.chalein.rider');
  expect(book).toHaveAttribute('target', '_blank');
  expect(book).toHaveAttribute('rel', 'noopener noreferrer');
});

test('two partners, four safety features, two services and the five marketed features', () => {
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
});

test('the page root carries the theme from the shared context', () => {
  renderPage();
  expect(document.querySelector('[data-remote-page]')).toHaveAttribute('data-theme', 'light');
});
