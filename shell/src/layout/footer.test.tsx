import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '@chalein/testing/i18n';
import { Footer, readYearInIndia } from './footer';

jest.mock('@chalein/shared/api/site', () => ({ subscribeToNewsletter: jest.fn() }));

function renderFooterAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Footer year={2026} />
    </MemoryRouter>,
  );
}

// the header's items are the spec's six; the careers pages belong to the footer's Careers column
test.each(['/jobs', '/jobs_details/3/driver-partner-coordinator', '/apply_job/3/driver-partner-coordinator'])(
  'on %s the Careers column marks its jobs link as the current section',
  (path) => {
    renderFooterAt(path);
    const careers = screen.getByRole('navigation', { name: 'Careers' });
    expect(within(careers).getByRole('link', { name: 'Jobs at Chalein' })).toHaveAttribute('aria-current');
    expect(within(careers).getByRole('link', { name: 'Drive with us' })).not.toHaveAttribute('aria-current');
  },
);

test('elsewhere no footer link is marked current', () => {
  renderFooterAt('/pricing');
  expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
});

test('the year is Bengaluru’s: 19:00 UTC on 31 December is already the next year there', () => {
  expect(readYearInIndia(new Date('2026-12-31T18:00:00Z'))).toBe(2026);
  expect(readYearInIndia(new Date('2026-12-31T19:00:00Z'))).toBe(2027);
  // midnight in India is 18:30 UTC, all year
  expect(readYearInIndia(new Date('2026-12-31T18:29:59Z'))).toBe(2026);
  expect(readYearInIndia(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  expect(readYearInIndia(new Date('2027-06-30T18:30:00Z'))).toBe(2027);
});

test.each([
  ['hi', 'करियर', 'हमारे साथ ड्राइव करें', 'हमारा ऑफ़िस', 'सब्सक्राइब करें', 'Chalein Rider ऐप पाएँ', 'सर्वाधिकार सुरक्षित।'],
  ['kn', 'ವೃತ್ತಿಗಳು', 'ನಮ್ಮೊಂದಿಗೆ ಚಾಲನೆ ಮಾಡಿ', 'ನಮ್ಮ ಕಚೇರಿ', 'ಚಂದಾದಾರರಾಗಿ', 'Chalein Rider ಆ್ಯಪ್ ಪಡೆಯಿರಿ', 'ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.'],
] as const)(
  'in %s: its columns, office, newsletter, badges and copyright',
  (language, careers, drive, office, subscribe, riderAlt, rights) => {
    render(
      <I18nextProvider i18n={createTestI18n(language)}>
        <MemoryRouter initialEntries={['/']}>
          <Footer year={2026} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const column = screen.getByRole('navigation', { name: careers });
    expect(within(column).getByRole('heading', { name: careers })).toBeInTheDocument();
    expect(within(column).getByRole('link', { name: drive })).toHaveAttribute('href', '/drive_with_us');
    expect(screen.getByRole('heading', { name: office })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: subscribe })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: riderAlt })).toBeInTheDocument();
    expect(screen.getByText(`© 2026 Chalein Mobility Private Limited. ${rights}`)).toBeInTheDocument();
  },
);
