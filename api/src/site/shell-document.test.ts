import { fillShellDocument, parseShellDocument } from './shell-document';

const TEMPLATE =
  '<!doctype html><html lang=en-IN data-theme=light><head><meta charset=utf-8><title>Old</title>' +
  '<meta name=description content=old><script defer src=/main.js></script><script defer src="/vendor.js"></script>' +
  '</head><body style=margin:0><noscript>needs JavaScript</noscript><div id=root><div class=boot-header></div></div></body></html>';

const rendered = {
  body: '<div id="root" data-ssr=""><main/></div>',
  firstScreenData: '<script id="data">{}</script>',
  starter: '<script>start()</script>',
};

describe("the shell's template as a document with slots", () => {
  it("is cut once: the template's own title and description go, and its deferred scripts and #root are found", () => {
    const document = parseShellDocument(TEMPLATE);
    expect(document.scripts).toEqual(['/main.js', '/vendor.js']);
    expect(document.hasRoot).toBe(true);
    expect(document.slots.map((slot) => slot.name)).toEqual([
      'theme',
      'starter',
      'laterScript',
      'head',
      'banner',
      'noScriptNote',
      'body',
      'firstScreenData',
    ]);
    expect(document.pieces.join('')).not.toMatch(/<title>|name=description/);
  });

  it('gives a page rendered in the browser the template with its head, theme and banner, scripts and boot header kept', () => {
    const html = fillShellDocument(parseShellDocument(TEMPLATE), {
      theme: 'dark',
      language: 'en',
      head: '<title>New</title>',
      banner: '<div>test</div>',
    });
    expect(html).toBe(
      '<!doctype html><html lang="en-IN" data-theme="dark" style="color-scheme: dark"><head><meta charset=utf-8>' +
        '<script defer src=/main.js></script><script defer src="/vendor.js"></script><title>New</title></head>' +
        '<body style=margin:0><div>test</div><noscript>needs JavaScript</noscript><div id=root><div class=boot-header></div></div></body></html>',
    );
  });

  it('gives a page rendered on the server its markup and data in place of #root, and the starter in place of the scripts', () => {
    const html = fillShellDocument(parseShellDocument(TEMPLATE), { theme: 'light', language: 'en', head: '', banner: '', rendered });
    expect(html).toBe(
      '<!doctype html><html lang="en-IN" data-theme="light" style="color-scheme: light"><head><meta charset=utf-8>' +
        '<script>start()</script></head><body style=margin:0><noscript>needs JavaScript</noscript>' +
        '<div id="root" data-ssr=""><main/></div><script id="data">{}</script></body></html>',
    );
  });

  it("writes the page's language in place of the tag's, replaces a style the <html> tag has, and keeps its other attributes", () => {
    const document = parseShellDocument('<html style=\'color: red\' lang="en" dir="ltr"><head></head><body></body></html>');
    expect(fillShellDocument(document, { theme: 'dark', language: 'kn', head: '', banner: '' })).toBe(
      '<html dir="ltr" lang="kn-IN" data-theme="dark" style="color-scheme: dark"><head></head><body></body></html>',
    );
  });

  it('sends a page rendered on the server as one rendered in the browser when the template has no #root', () => {
    const document = parseShellDocument('<html><head><script defer src=/main.js></script></head><body></body></html>');
    expect(document.hasRoot).toBe(false);
    expect(fillShellDocument(document, { theme: 'light', language: 'en', head: '', banner: '', rendered })).toContain(
      '<script defer src=/main.js></script>',
    );
  });

  it('puts the banner, then the head, first in a template with neither <head> nor <body>', () => {
    expect(fillShellDocument(parseShellDocument('<p>x</p>'), { theme: 'light', language: 'en', head: 'HEAD', banner: 'BANNER' })).toBe(
      'BANNERHEAD<p>x</p>',
    );
  });

  it("writes the note for visitors without scripts in the page's language, where the template has it", () => {
    const withNote = parseShellDocument(
      '<html><head></head><body><noscript><p class=noscript-note>Old English words</p></noscript><div id=root></div></body></html>',
    );
    const write = (language: 'en' | 'hi' | 'kn') => fillShellDocument(withNote, { theme: 'light', language, head: '', banner: '' });
    expect(write('en')).toContain(
      '<noscript><p class=noscript-note>Chalein&#39;s website works best with JavaScript on: without it, some parts, such as buying a pass, do not work. For help, call us on +91 80 4718 2290.</p></noscript><div id=root>',
    );
    expect(write('hi')).toContain('<p class=noscript-note>Chalein की वेबसाइट JavaScript चालू होने पर सबसे अच्छी चलती है:');
    expect(write('kn')).toContain('<p class=noscript-note>Chalein ವೆಬ್‌ಸೈಟ್ JavaScript ಆನ್ ಇದ್ದಾಗ ಚೆನ್ನಾಗಿ ಕೆಲಸ ಮಾಡುತ್ತದೆ:');
    for (const language of ['en', 'hi', 'kn'] as const) expect(write(language)).not.toContain('Old English words');
  });
});
