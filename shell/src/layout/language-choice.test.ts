import {
  isSuggestionClosed,
  readChosenLanguage,
  rememberChosenLanguage,
  rememberSuggestionClosed,
  selectSuggestedLanguage,
} from './language-choice';

test('the choice is a cookie on every path for a year, sent to the same site only', () => {
  const doc = { cookie: '' };
  rememberChosenLanguage('kn', doc as Document);
  expect(doc.cookie).toBe('chalein_language=kn; path=/; max-age=31536000; SameSite=Lax');
  rememberSuggestionClosed(doc as Document);
  expect(doc.cookie).toBe('chalein_language_suggestion_closed=1; path=/; max-age=31536000; SameSite=Lax');
});

test('reads the chosen language and the closed suggestion among other cookies, and nothing else as a language', () => {
  expect(readChosenLanguage('theme=dark; chalein_language=hi; other=1')).toBe('hi');
  expect(readChosenLanguage('chalein_language=fr')).toBeUndefined();
  expect(readChosenLanguage('xchalein_language=hi')).toBeUndefined();
  expect(isSuggestionClosed('theme=dark; chalein_language_suggestion_closed=1')).toBe(true);
  expect(isSuggestionClosed('chalein_language=hi')).toBe(false);
});

test("suggests the visitor's choice first, else the browser's first Hindi or Kannada, never the page's language", () => {
  expect(selectSuggestedLanguage('hi', 'en', ['hi-IN'])).toBe('en');
  expect(selectSuggestedLanguage('en', 'kn', ['hi-IN'])).toBe('kn');
  expect(selectSuggestedLanguage('en', undefined, ['en-GB', 'kn-IN', 'hi'])).toBe('kn');
  expect(selectSuggestedLanguage('en', undefined, ['HI'])).toBe('hi');
  expect(selectSuggestedLanguage('kn', undefined, ['en-IN', 'kn-IN'])).toBeUndefined();
  expect(selectSuggestedLanguage('hi', 'hi', ['kn'])).toBeUndefined();
  // an English browser on a Hindi page says nothing about its reader
  expect(selectSuggestedLanguage('hi', undefined, ['en-US'])).toBeUndefined();
});
