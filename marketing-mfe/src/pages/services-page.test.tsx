import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { InCityRidePage } from './in-city-ride-page';
import { OutstationRidePage } from './outstation-ride-page';
import { PorterPage } from './porter-page';
import { ServicesPage } from './services-page';
import { renderInLanguage } from '../test-support/render-in-language';

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

test.each([
  ['hi', 'हमारी सेवाएँ', 'शहर के अंदर राइड', 'संपर्क करें'],
  ['kn', 'ನಮ್ಮ ಸೇವೆಗಳು', 'ನಗರದೊಳಗಿನ ರೈಡ್', 'ಸಂಪರ್ಕಿಸಿ'],
] as const)('in %s Our Services and its links are in that language', (language, heading, inCity, contact) => {
  renderInLanguage(language, <ServicesPage />);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: inCity })).toHaveAttribute('href', '/in_city_ride');
  expect(screen.getByRole('link', { name: contact })).toHaveAttribute('href', '/contact');
});

test.each([
  ['hi', <PorterPage key="porter" />, 'पोर्टर सेवा', 'यह कैसे काम करता है', 'हमारे पास और कीमतें देखें', 'डिब्बे लेकर घर की ओर जाता Chalein पोर्टर ट्रक'],
  [
    'kn',
    <OutstationRidePage key="outstation" />,
    'ಔಟ್‌ಸ್ಟೇಷನ್ ರೈಡ್',
    'ಇದು ಹೇಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ',
    'ನಮ್ಮ ಪಾಸ್‌ಗಳು ಮತ್ತು ಬೆಲೆಗಳನ್ನು ನೋಡಿ',
    'ಹಸಿರು ಗುಡ್ಡಗಳ ನಡುವಿನ ತಿರುವುಗಳ ಹೆದ್ದಾರಿಯಲ್ಲಿ Chalein ಕ್ಯಾಬ್',
  ],
] as const)(
  'in %s a service page, its steps, its links and its art are in that language',
  (language, page, heading, steps, pricing, art) => {
    renderInLanguage(language, page);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: steps })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: pricing })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('img', { name: art })).toBeInTheDocument();
  },
);
