import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { InCityRidePage } from './in-city-ride-page';
import { OutstationRidePage } from './outstation-ride-page';
import { PorterPage } from './porter-page';
import { ServicesPage } from './services-page';

function renderPage(page: React.ReactNode) {
  render(
    <ThemeProvider>
      <MemoryRouter>{page}</MemoryRouter>
    </ThemeProvider>,
  );
}

test('Our Services links to the three services, About and Contact', () => {
  renderPage(<ServicesPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'In-city rides' })).toHaveAttribute('href', '/in_city_ride');
  expect(screen.getByRole('link', { name: 'Outstation rides' })).toHaveAttribute('href', '/outstation_ride');
  expect(screen.getByRole('link', { name: 'Porter service' })).toHaveAttribute('href', '/porter');
  expect(screen.getByRole('link', { name: 'About Chalein' })).toHaveAttribute('href', '/about');
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});

test.each([
  ['In-city rides', <InCityRidePage key="city" />, '/uploads/brand/in-city.svg'],
  ['Outstation rides', <OutstationRidePage key="outstation" />, '/uploads/brand/outstation.svg'],
  ['Porter service', <PorterPage key="porter" />, '/uploads/brand/porter.svg'],
])('%s: heading, artwork, how it works, fares, a way back to Services and a book button', (title, page, image) => {
  renderPage(page);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toContainElement(screen.getByRole('link', { name: 'Our Services' }));
  expect(document.querySelector(`img[src="${image}"]`)).toHaveAttribute('alt', expect.stringMatching(/\w/));
  expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See our passes and prices' })).toHaveAttribute('href', '/pricing');
  expect(screen.getByRole('link', { name: 'book a ride' })).toHaveAttribute('target', '_blank');
});
