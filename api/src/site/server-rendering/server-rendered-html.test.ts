import { insertServerRenderedPage, serializeForScript } from './server-rendered-html';

const template =
  '<!doctype html><html><head><script defer src=/main.js></script><link rel="stylesheet" href="/481.css"></head>' +
  '<body><div id=root><div class="boot-header"><img src="/logo.svg"></div></div><noscript>needs JavaScript</noscript></body></html>';

test('the page replaces the boot header in #root, marked for hydration, with its data beside it and its script preloads left to the starter', () => {
  const page = { html: '<main><h1>Pricing</h1></main>', data: { 'pass-catalog': [{ price: 499 }] } };
  const html = insertServerRenderedPage(template, page, ['/262.js']);
  expect(html).toContain(
    '<div id="root" data-ssr=""><main><h1>Pricing</h1></main></div>\n    <script type="application/json" id="chalein-first-screen">{"pass-catalog":[{"price":499}]}</script>',
  );
  expect(html).not.toContain('boot-header');
  expect(html).toContain('<noscript>needs JavaScript</noscript>');
  expect(html).toContain('<link rel="stylesheet" href="/481.css">');
  // the scripts start after the page has painted (start-after-load.test.ts), so their files are preloaded then, not with it
  expect(html).toContain('<script data-start-after-load="/main.js" data-preload-after-load="/262.js">');
});

test('data cannot close its script element or run: < and the line separators are escaped, and it still parses back', () => {
  const data = { blog: '</script><script>alert(1)</script>\u2028\u2029' };
  const serialized = serializeForScript(data);
  expect(serialized).not.toMatch(/<|\u2028|\u2029/);
  expect(JSON.parse(serialized)).toEqual(data);
});

test('a template without #root is left as it is (the page then renders in the browser)', () => {
  expect(insertServerRenderedPage('<html><body></body></html>', { html: '<main/>', data: {} })).toBe('<html><body></body></html>');
});
