import { pickRequestLanguage, translateMessage } from './request-language';

describe('pickRequestLanguage', () => {
  it("picks the site's language the header prefers most, by q-value and then by the order written", () => {
    expect(pickRequestLanguage('hi-IN')).toBe('hi');
    expect(pickRequestLanguage('kn-IN,kn;q=0.9,en;q=0.8')).toBe('kn');
    expect(pickRequestLanguage('en-IN;q=0.4, kn;q=0.7, hi;q=0.5')).toBe('kn');
    expect(pickRequestLanguage('ta-IN,ta;q=0.9,hi;q=0.5')).toBe('hi');
    expect(pickRequestLanguage('hi;q=0.8, kn;q=0.8')).toBe('hi');
    expect(pickRequestLanguage('KN')).toBe('kn');
    expect(pickRequestLanguage(['ta', 'kn;q=0.2'])).toBe('kn');
  });

  it("answers English when the header names none of the site's languages, refuses them, or is not one", () => {
    expect(pickRequestLanguage(undefined)).toBe('en');
    expect(pickRequestLanguage('')).toBe('en');
    expect(pickRequestLanguage('*')).toBe('en');
    expect(pickRequestLanguage('ta-IN, fr;q=0.5')).toBe('en');
    expect(pickRequestLanguage('hi;q=0, ta')).toBe('en');
    expect(pickRequestLanguage('kn;q=abc')).toBe('en');
    expect(pickRequestLanguage('kn;q=2')).toBe('en');
    expect(pickRequestLanguage(`${'ta,'.repeat(300)}kn`)).toBe('en');
  });
});

test('translateMessage writes a key out in the language and leaves a text as it is', () => {
  expect(translateMessage('hi', 'newsletter.invalid')).toBe('कृपया सही ईमेल पता डालें।');
  expect(translateMessage('en', 'request.required', { label: 'Email address' })).toBe('Email address is required');
  expect(translateMessage('kn', 'Not found: GET /api/nothing')).toBe('Not found: GET /api/nothing');
});
