import { assembleDocument, serializeForScript } from './assemble-document';
import type { PageMeta } from './render-shell-html';
import { TEST_PAYMENTS_BANNER_TEXT } from './render-shell-html';
import { parseShellDocument } from './shell-document';
import { START_AFTER_LOAD_SCRIPT } from './server-rendering/start-after-load';

const template = parseShellDocument(
  '<!doctype html><html><head><script defer src=/main.js></script><link rel="stylesheet" href="/481.css"></head>' +
    '<body><div id=root><div class="boot-header"><img src="/logo.svg"></div></div><noscript>needs JavaScript</noscript></body></html>',
);
const meta: PageMeta = {
  title: 'Pricing',
  description: 'd',
  keywords: 'k',
  imageUrl: '/i.png',
  type: 'website',
  siteName: 'Chalein',
  locale: 'en-IN',
};
const preloads = [
  { href: '/pricing.css', as: 'style' as const },
  { href: '/262.js', as: 'script' as const },
];

test('the page replaces the boot header in #root, marked for hydration, with its data beside it and its script preloads left to the starter', () => {
  const page = { html: '<main><h1>Pricing</h1></main>', data: { 'pass-catalog': [{ price: 499 }] } };
  const html = assembleDocument(template, {
    theme: 'light',
    language: 'en',
    meta,
    preloads,
    showTestPaymentsBanner: false,
    rendered: page,
  });
  expect(html).toContain(
    '<div id="root" data-ssr=""><main><h1>Pricing</h1></main></div>\n    <script type="application/json" id="chalein-first-screen">{"pass-catalog":[{"price":499}]}</script>',
  );
  expect(html).not.toContain('boot-header');
  expect(html).toContain('<noscript>needs JavaScript</noscript>');
  expect(html).toContain('<link rel="stylesheet" href="/481.css">');
  // its stylesheets are applied, so it paints styled before any script runs
  expect(html).toContain('<link rel="stylesheet" href="/pricing.css">');
  expect(html).not.toContain('<link rel="preload" href="/262.js"');
  // the scripts start after the page has painted (start-after-load.test.ts), so their files are preloaded then, not with it
  expect(html).toContain(`<script data-start-after-load="/main.js" data-preload-after-load="/262.js">${START_AFTER_LOAD_SCRIPT}</script>`);
  expect(html).not.toContain('<script defer');
});

test('a page rendered in the browser keeps the boot header and its scripts, and preloads every file it will need', () => {
  const html = assembleDocument(template, { theme: 'dark', language: 'en', meta, preloads, showTestPaymentsBanner: true });
  expect(html).toContain('<div id=root><div class="boot-header">');
  expect(html).toContain('<script defer src=/main.js></script>');
  expect(html).toContain('<link rel="preload" href="/pricing.css" as="style">');
  expect(html).toContain('<link rel="preload" href="/262.js" as="script">');
  expect(html).toContain('<html lang="en-IN" data-theme="dark" style="color-scheme: dark">');
  expect(html).toContain(`<body><div class="test-payments-banner" role="status">${TEST_PAYMENTS_BANNER_TEXT}</div><div id=root>`);
  expect(html).not.toContain('data-start-after-load');
});

test('data cannot close its script element or run: < and the line separators are escaped, and it still parses back', () => {
  const data = { blog: '</script><script>alert(1)</script>\u2028\u2029' };
  const serialized = serializeForScript(data);
  expect(serialized).not.toMatch(/<|\u2028|\u2029/);
  expect(JSON.parse(serialized)).toEqual(data);
});

test("a template without #root is sent as it is with the page's head (the page then renders in the browser)", () => {
  const bare = parseShellDocument('<html><body></body></html>');
  const html = assembleDocument(bare, {
    theme: 'light',
    language: 'en',
    meta,
    preloads: [],
    showTestPaymentsBanner: false,
    rendered: { html: '<main/>', data: {} },
  });
  expect(html).not.toContain('<main/>');
  expect(html).toContain('<title>Pricing</title>');
});
