import { isLanguage, localizePath, splitLanguagePath } from './languages';

test('an address names its language by a prefix, English by none', () => {
  expect(splitLanguagePath('/pricing')).toEqual({ language: 'en', path: '/pricing' });
  expect(splitLanguagePath('/hi/pricing')).toEqual({ language: 'hi', path: '/pricing' });
  expect(splitLanguagePath('/kn/jobs_details/3/driver')).toEqual({ language: 'kn', path: '/jobs_details/3/driver' });
  expect(splitLanguagePath('/hi')).toEqual({ language: 'hi', path: '/' });
  expect(splitLanguagePath('/kn/')).toEqual({ language: 'kn', path: '/' });
});

test('no other prefix is a language: English has none, and a path that only starts with the letters is a page', () => {
  expect(splitLanguagePath('/en/pricing')).toEqual({ language: 'en', path: '/en/pricing' });
  expect(splitLanguagePath('/history')).toEqual({ language: 'en', path: '/history' });
  expect(splitLanguagePath('/HI/pricing')).toEqual({ language: 'en', path: '/HI/pricing' });
});

test('a route path is given its language prefix, and isLanguage accepts the three only', () => {
  expect(localizePath('/pricing', 'en')).toBe('/pricing');
  expect(localizePath('/pricing', 'hi')).toBe('/hi/pricing');
  expect(localizePath('/', 'kn')).toBe('/kn');
  expect(localizePath('/', 'en')).toBe('/');
  expect(['en', 'hi', 'kn', 'ta', 'EN', 1].map(isLanguage)).toEqual([true, true, true, false, false, false]);
});
