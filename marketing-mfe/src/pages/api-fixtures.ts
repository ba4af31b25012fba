import type { Blog, Faq, NewsUpdate, SeoPageEntry, TeamMember, Testimonial } from '@chalein/shared/api/types';

// Test fixtures (not tests): realistic API answers shared by the page tests and the server-render test, so a page is
// checked on the server with the same data as in the browser.

export const testimonials: Testimonial[] = [
  {
    id: 1,
    firstName: 'Anita',
    lastName: 'Rao',
    imageURL: 'rider-anita.svg',
    description: 'Safe at midnight.',
    rating: 5,
    cityName: 'Jayanagar, Bengaluru',
  },
];

export const newsUpdates: NewsUpdate[] = [
  {
    id: 1,
    image: 'ev-fleet.svg',
    title: '200 electric cabs join the fleet',
    description: 'Quieter rides.',
    created_at: '2026-03-05T06:00:00.000Z',
  },
];

export const faqs: Faq[] = [
  { id: 1, category: 'Booking a ride', question: 'How do I book a ride?', answer: 'Open the Rider App.' },
  { id: 2, category: 'Booking a ride', question: 'Can I schedule a ride?', answer: 'Yes, up to seven days ahead.' },
  { id: 3, category: 'Booking a ride', question: 'Can I book by voice?', answer: 'Yes, in Kannada too.' },
  { id: 4, category: 'Booking a ride', question: 'What if I cancel?', answer: 'Free within 3 minutes.' },
  { id: 5, category: 'Safety', question: 'What does the SOS button do?', answer: 'It alerts our safety desk.' },
];

export const teamMember = (id: number, overrides: Partial<TeamMember> = {}): TeamMember => ({
  iTeamId: id,
  strName: 'Kavya Raghunath',
  strDesignation: 'Chief Executive Officer',
  strDescription: '<p>Kavya <strong>rides a bike taxi</strong> to work.</p>',
  strImage: 'kavya-raghunath.svg',
  strLinkedInUrl: 'https://www.linkedin.com/in/kavya',
  strInstagramUrl: null,
  strFacebookUrl: null,
  strXUrl: 'https://x.com/kavya',
  ...overrides,
});

export const blogPost: Blog = {
  blogId: 1,
  blogSlug: 'safe-night-rides-in-bengaluru',
  blogTitle: 'Seven habits for a safe ride home at night',
  blogImage: 'safe-night-rides.svg',
  blogDescription:
    '<p>Bengaluru <strong>works late</strong>.<img src=x onerror="alert(1)"></p><h2>Before the ride</h2><p>Book inside the app.</p>',
  publishedAt: '2026-02-10T12:30:00.000Z',
};

export const blogArticle: Blog = {
  blogId: 2,
  blogSlug: 'daylight-or-moonlight',
  blogTitle: 'Daylight or Moonlight?',
  blogImage: 'daylight-vs-moonlight.svg',
  blogDescription: '<p>Two passes.</p><h2>How the Daylight pass works</h2><ul><li>6 am to 6 pm</li></ul><script>alert(1)</script>',
  publishedAt: '2026-04-02T06:00:00.000Z',
};

export const seoIndex: SeoPageEntry[] = [
  { id: 1, metaTitle: 'Chalein | Safe taxi service', metaDescription: 'Book cabs in Bengaluru.', metaKeyword: 'taxi', head: '/x.svg' },
  { id: 9, metaTitle: 'Investors | Chalein', metaDescription: 'Invest with us.', metaKeyword: 'investors', head: '/x.svg' },
];
