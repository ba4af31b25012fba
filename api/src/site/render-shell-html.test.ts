import type { PreloadLink } from './preload-links';
import { escapeHtml, writeHeadBlock, type PageMeta } from './render-shell-html';
import { fillShellDocument, parseShellDocument } from './shell-document';

const meta: PageMeta = {
  title: 'Pricing | Chalein',
  description: 'Passes for riders & drivers',
  keywords: 'ride pass, Bengaluru',
  imageUrl: 'https://chalein.example/uploads/brand/share-pricing.svg',
  canonicalUrl: 'https://chalein.example/pricing',
  type: 'website',
  siteName: 'Chalein',
  locale: 'en-IN',
};

const template = `<!doctype html><html><head>
    <meta charset="utf-8">
    <title>Old title</title>
    <meta name="description" content="old">
    <meta property="og:title" content="old">
    <link rel="canonical" href="https://old.example/">
  </head><body><div id="root"></div></body></html>`;

/** The template with the page's head tags in its head slot, as a page rendered in the browser gets it. */
function renderShellHtml(
  shell: string,
  pageMeta: PageMeta,
  preloads: readonly PreloadLink[] = [],
  options: { applyStyles?: boolean } = {},
): string {
  const html = fillShellDocument(parseShellDocument(shell), {
    theme: 'light',
    language: 'en',
    head: writeHeadBlock(pageMeta, preloads, options),
    banner: '',
  });
  // the theme slot is shell-document.test.ts's: these tests read the head
  return html.replace(' data-theme="light" style="color-scheme: light"', '');
}

describe("a page's head in the shell's template", () => {
  it('replaces the template tags with the page metadata inside head', () => {
    const html = renderShellHtml(template, meta);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Pricing | Chalein</title>');
    expect(html).toContain('<meta name="description" content="Passes for riders &amp; drivers">');
    expect(html).toContain('<meta name="keywords" content="ride pass, Bengaluru">');
    expect(html).toContain('<meta property="og:title" content="Pricing | Chalein">');
    expect(html).toContain('<meta property="og:description" content="Passes for riders &amp; drivers">');
    expect(html).toContain('<meta property="og:image" content="https://chalein.example/uploads/brand/share-pricing.svg">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<link rel="canonical" href="https://chalein.example/pricing">');
    expect(html).not.toContain('Old title');
    expect(html).not.toContain('old.example');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<div id="root"></div>');
  });

  it("names the share image's type and size when known, and the type alone otherwise", () => {
    const sized = renderShellHtml(template, { ...meta, imageType: 'image/png', imageWidth: 1200, imageHeight: 630 });
    expect(sized).toContain('<meta property="og:image:type" content="image/png">');
    expect(sized).toContain('<meta property="og:image:width" content="1200">');
    expect(sized).toContain('<meta property="og:image:height" content="630">');
    const typed = renderShellHtml(template, { ...meta, imageType: 'image/jpeg' });
    expect(typed).toContain('<meta property="og:image:type" content="image/jpeg">');
    expect(typed).not.toContain('og:image:width');
    // the template's own are replaced, never repeated
    const again = renderShellHtml(sized, { ...meta, imageType: 'image/png', imageWidth: 1200, imageHeight: 630 });
    expect(again.match(/og:image:width/g)).toHaveLength(1);
  });

  it('escapes values so metadata cannot break out of the tags', () => {
    const html = renderShellHtml(template, { ...meta, title: '</title><script>alert(1)</script>', description: '" onload="x' });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(html).toContain('content="&quot; onload=&quot;x"');
  });

  it('marks pages not to index and leaves out the canonical link when asked', () => {
    const html = renderShellHtml(template, { ...meta, canonicalUrl: undefined, noIndex: true });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('keeps a path for the canonical link and share image, but writes og:url only for an absolute address', () => {
    const html = renderShellHtml(template, { ...meta, canonicalUrl: '/pricing', imageUrl: '/uploads/brand/share-pricing.svg' });
    expect(html).toContain('<link rel="canonical" href="/pricing">');
    expect(html).toContain('<meta property="og:image" content="/uploads/brand/share-pricing.svg">');
    expect(html).not.toContain('og:url');
    expect(renderShellHtml(template, meta)).toContain('<meta property="og:url" content="https://chalein.example/pricing">');
  });

  it('marks the path whose database metadata it carries, so the shell skips its first seodata call', () => {
    expect(renderShellHtml(template, { ...meta, renderedPath: '/pricing' })).toContain(
      '<meta name="chalein:rendered-path" content="/pricing">',
    );
    expect(renderShellHtml(template, meta)).not.toContain('chalein:rendered-path');
  });

  it('names the files to preload in <head>', () => {
    const html = renderShellHtml(template, meta, [
      { href: '/470.abc.js', as: 'script' },
      { href: '/remotes/careers/jobs.css', as: 'style' },
      { href: '/uploads/brand/hero-city.svg', as: 'image' },
    ]);
    expect(html).toContain('<link rel="preload" href="/uploads/brand/hero-city.svg" as="image" fetchpriority="high">');
    expect(html).toContain('<link rel="preload" href="/470.abc.js" as="script">');
    expect(html).toContain('<link rel="preload" href="/remotes/careers/jobs.css" as="style">');
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('applies the stylesheets of a page rendered on the server, and still preloads its other files', () => {
    const html = renderShellHtml(
      template,
      meta,
      [
        { href: '/remotes/careers/jobs.css', as: 'style' },
        { href: '/uploads/brand/hero-city.svg', as: 'image' },
      ],
      { applyStyles: true },
    );
    expect(html).toContain('<link rel="stylesheet" href="/remotes/careers/jobs.css">');
    expect(html).not.toContain('as="style"');
    expect(html).toContain('<link rel="preload" href="/uploads/brand/hero-city.svg" as="image" fetchpriority="high">');
  });

  it('copes with a template without </head> or without head at all', () => {
    expect(renderShellHtml('<html><head><body></body></html>', meta)).toMatch(/<head>\n\s*<title>Pricing/);
    expect(renderShellHtml('<div id="root"></div>', meta)).toMatch(/^\s*<title>Pricing \| Chalein<\/title>/);
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

test("the head names the page's locale, its version in each language and preloads a font in CORS mode", () => {
  const head = writeHeadBlock(
    {
      ...meta,
      locale: 'kn-IN',
      canonicalUrl: 'https://chalein.example/kn/pricing',
      alternates: [
        { hreflang: 'en-IN', href: 'https://chalein.example/pricing' },
        { hreflang: 'kn-IN', href: 'https://chalein.example/kn/pricing' },
        { hreflang: 'x-default', href: 'https://chalein.example/pricing' },
      ],
    },
    [{ href: '/assets/kannada.woff2', as: 'font' }],
  );
  expect(head).toContain('<meta property="og:locale" content="kn_IN">');
  expect(head).toContain('<link rel="canonical" href="https://chalein.example/kn/pricing">');
  expect(head).toContain('<link rel="alternate" hreflang="en-IN" href="https://chalein.example/pricing">');
  expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://chalein.example/pricing">');
  expect(head).toContain('<link rel="preload" href="/assets/kannada.woff2" as="font" type="font/woff2" crossorigin>');
});
