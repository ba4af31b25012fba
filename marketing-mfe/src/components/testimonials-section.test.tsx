import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTestimonials } from '@chalein/shared/api/marketing';
import { ApiError } from '@chalein/shared/api/client';
import type { Testimonial } from '@chalein/shared/api/types';
import { TestimonialsSection } from './testimonials-section';

jest.mock('@chalein/shared/api/marketing', () => ({ getTestimonials: jest.fn() }));
const mockedGetTestimonials = jest.mocked(getTestimonials);

const testimonial = (id: number, overrides: Partial<Testimonial> = {}): Testimonial => ({
  id,
  firstName: 'Anita',
  lastName: 'Rao',
  imageURL: 'rider-anita.svg',
  description: 'The women-only ride option changed how I feel about getting home.',
  rating: 5,
  cityName: 'Jayanagar, Bengaluru',
  ...overrides,
});

beforeEach(() => jest.clearAllMocks());

test('shows the loading text, then each review with its stars, name, city and photo', async () => {
  mockedGetTestimonials.mockResolvedValue([
    testimonial(1),
    testimonial(2, {
      firstName: 'Rahul',
      lastName: 'Menon',
      rating: 4,
      cityName: 'Whitefield, Bengaluru',
      description: 'The pass pays for itself.',
    }),
  ]);
  render(<TestimonialsSection />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading testimonials...');
  const carousel = await screen.findByRole('group', { name: 'testimonials' });
  expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' }).length).toBeGreaterThan(0);
  expect(screen.getAllByRole('img', { name: 'Rated 4 out of 5' }).length).toBeGreaterThan(0);
  expect(screen.getAllByText('Rahul Menon').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Whitefield, Bengaluru').length).toBeGreaterThan(0);
  expect(screen.getAllByText('The pass pays for itself.').length).toBeGreaterThan(0);
  expect(document.querySelector('img[src="/uploads/testimonial/rider-anita.svg"]')).not.toBeNull();
});

test("an empty description reads 'description is missing'", async () => {
  mockedGetTestimonials.mockResolvedValue([testimonial(1, { description: '  ' })]);
  render(<TestimonialsSection />);
  expect((await screen.findAllByText('description is missing')).length).toBeGreaterThan(0);
});

test('a failure shows the spec message, and Retry loads again', async () => {
  mockedGetTestimonials.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
  mockedGetTestimonials.mockResolvedValueOnce([testimonial(1)]);
  render(<TestimonialsSection />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load testimonials. Please try again later.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('group', { name: 'testimonials' })).toBeInTheDocument();
});

test('no reviews shows an empty state', async () => {
  mockedGetTestimonials.mockResolvedValue([]);
  render(<TestimonialsSection />);
  expect(await screen.findByText('No reviews yet. Be the first to ride with us!')).toBeInTheDocument();
});
