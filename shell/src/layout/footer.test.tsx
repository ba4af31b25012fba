import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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
