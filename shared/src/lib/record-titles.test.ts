import { formatApplyJobTitle, formatBlogArticleTitle, formatJobDetailsTitle } from './record-titles';

// A record's page is titled in the page's language around the record's own (already translated) title; English keeps
// the words the site has always used.

const DEVANAGARI = /[\u0900-\u097F]/;
const KANNADA = /[\u0C80-\u0CFF]/;

test('English titles stay as they were', () => {
  expect(formatJobDetailsTitle('Driver Success Associate')).toBe('Careers: Driver Success Associate | Chalein');
  expect(formatJobDetailsTitle('Driver Success Associate', 'en')).toBe('Careers: Driver Success Associate | Chalein');
  expect(formatApplyJobTitle('Driver Success Associate', 'en')).toBe('Apply for Driver Success Associate | Chalein');
  expect(formatBlogArticleTitle('Daylight or Moonlight?')).toBe('Daylight or Moonlight? | Chalein');
});

test.each([
  ['hi', 'ड्राइवर सहायता', DEVANAGARI],
  ['kn', 'ಚಾಲಕ ಸಹಾಯ', KANNADA],
] as const)('%s titles wrap the record in words of the language and keep the brand', (language, jobTitle, script) => {
  for (const title of [formatJobDetailsTitle(jobTitle, language), formatApplyJobTitle(jobTitle, language)]) {
    expect(title).toContain(jobTitle);
    expect(title.replace(jobTitle, '')).toMatch(script);
    expect(title).toMatch(/ \| Chalein$/);
  }
});
