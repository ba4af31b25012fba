import { Suspense, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { brand } from '@chalein/shared/lib/brand';
import { createTestI18n } from '@chalein/testing/i18n';
import { applyMetadata, buildDefaultMetadata, defaultMetadata, usePageMetadata } from './page-metadata';

test("a page's head names its own language's address as canonical, and its version in every language", () => {
  applyMetadata(defaultMetadata, '/pricing', 'hi');
  const origin = window.location.origin;
  expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${origin}/hi/pricing`);
  const alternates = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [
    link.hreflang,
    link.href,
  ]);
  expect(alternates).toEqual([
    ['en-IN', `${origin}/pricing`],
    ['hi-IN', `${origin}/hi/pricing`],
    ['kn-IN', `${origin}/kn/pricing`],
    ['x-default', `${origin}/pricing`],
  ]);

  // the next page replaces them; a page that does not exist has neither
  applyMetadata(defaultMetadata, '/', 'kn');
  expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${origin}/kn`);
  expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(4);
  applyMetadata(defaultMetadata, null, 'kn');
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
});

test("the brand's default title, description and keywords are the page's language's, English as it always was", () => {
  expect(buildDefaultMetadata('en')).toEqual({
    metaTitle: brand.defaultTitle,
    metaDescription: brand.defaultDescription,
    metaKeyword: brand.defaultKeywords,
    head: brand.defaultShareImage,
  });
  for (const [language, script] of [
    ['hi', /[\u0900-\u097F]/],
    ['kn', /[\u0C80-\u0CFF]/],
  ] as const) {
    const meta = buildDefaultMetadata(language);
    applyMetadata(meta, null, language);
    expect(document.title).toMatch(script);
    expect(document.title).toContain(brand.productName);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(script);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content).toMatch(script);
    expect(meta.head).toBe(brand.defaultShareImage);
  }
});

test.each([
  ['en', 'Page not found | Chalein'],
  ['kn', 'ಪುಟ ಕಂಡುಬಂದಿಲ್ಲ | Chalein'],
] as const)('a path of no route is titled as the server titles the 404 page, in %s', async (language, title) => {
  document.title = '';
  renderHook(() => usePageMetadata('/no-such-page'), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={createTestI18n(language)}>
        <Suspense>{children}</Suspense>
      </I18nextProvider>
    ),
  });
  await waitFor(() => expect(document.title).toBe(title));
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
});

test.each([
  ['en', '/passes/receipt/abc', 'Pass receipt | Chalein'],
  ['hi', '/passes/receipt/abc', 'पास की रसीद | Chalein'],
  ['kn', '/newsletter/unsubscribe/abc', 'ಸುದ್ದಿಪತ್ರದ ಚಂದಾದಾರಿಕೆ ರದ್ದುಮಾಡಿ | Chalein'],
] as const)('a signed link page is titled as the server titles it, in %s', async (language, path, title) => {
  document.title = '';
  renderHook(() => usePageMetadata(path), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={createTestI18n(language)}>
        <Suspense>{children}</Suspense>
      </I18nextProvider>
    ),
  });
  await waitFor(() => expect(document.title).toBe(title));
});
