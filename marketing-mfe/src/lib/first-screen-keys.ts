// The keys under which the shared sections keep their answers (their useAsyncData calls) and a page's
// loadFirstScreen hands the server's answers over: one definition, so a loader and the section it feeds cannot drift
// apart. Kept out of the sections' own modules because the home page loads those lazily and must not import them.

export const sectionDataKeys = {
  testimonials: 'testimonials',
  newsUpdates: 'news-updates',
  faqs: 'faqs',
  team: 'team',
} as const;
