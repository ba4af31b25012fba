import { applyMetadata, defaultMetadata } from './page-metadata';

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
