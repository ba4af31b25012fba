import { isSafeUrl, sanitizeHtml } from './html-sanitizer';

describe('sanitizeHtml', () => {
  it('keeps the allowed prose markup as it is', () => {
    const html = '<h2>Before the ride</h2><p>Book <strong>inside</strong> the app.</p><ul><li>One</li><li><em>Two</em></li></ul><br/>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Before the ride</h2><p>Book <strong>inside</strong> the app.</p><ul><li>One</li><li><em>Two</em></li></ul><br>',
    );
  });

  it('drops script, style and iframe elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x">y</iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">alert(1)</SCRIPT >ok')).toBe('ok');
    // an unclosed script swallows the rest, as a browser would run it
    expect(sanitizeHtml('<p>a</p><script>alert(1)')).toBe('<p>a</p>');
  });

  it('drops other tags but keeps their text', () => {
    expect(sanitizeHtml('<div class="x"><img src=x onerror=alert(1)>Hello <font color=red>rider</font></div>')).toBe('Hello rider');
  });

  it('removes event handlers and styles from allowed tags', () => {
    expect(sanitizeHtml('<p onclick="steal()" style="x" class="y">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<strong onmouseover=alert(1)>x</strong>')).toBe('<strong>x</strong>');
  });

  it('keeps safe links and removes javascript: and data: ones, however they are spelled', () => {
    expect(sanitizeHtml('<a href="https://chalein.in/a?b=1&amp;c=2" title="Go">x</a>')).toBe(
      '<a href="https://chalein.in/a?b=1&amp;c=2" title="Go">x</a>',
    );
    expect(sanitizeHtml('<a href="/support">s</a><a href="mailto:a@b.in">m</a>')).toBe(
      '<a href="/support">s</a><a href="mailto:a@b.in">m</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(1)',
      'javascript&colon;alert(1)',
      'jav&#x61;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('makes new-tab links safe', () => {
    expect(sanitizeHtml('<a href="https://x.in" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.in" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/a" target="evil">x</a>')).toBe('<a href="/a">x</a>');
  });

  it('escapes what is not a tag, and never lets an attribute break out', () => {
    expect(sanitizeHtml('1 < 2 > 0 & "quotes"')).toBe('1 &lt; 2 &gt; 0 &amp; "quotes"');
    expect(sanitizeHtml('Fish &amp; chips &#8377;339')).toBe('Fish &amp; chips &#8377;339');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('&lt;scr');
    expect(sanitizeHtml('<a title="x&quot; onmouseover=&quot;alert(1)">y</a>')).toBe('<a title="x&quot; onmouseover=&quot;alert(1)">y</a>');
    expect(sanitizeHtml('<!-- a comment --><p>x</p><!-- unclosed')).toBe('<p>x</p>');
    expect(sanitizeHtml('<!DOCTYPE html><p>x</p>')).toBe('&lt;!DOCTYPE html&gt;<p>x</p>');
  });

  it('leaves the seeded articles readable', () => {
    const html =
      '<p>Valid from 6 am to 6 pm.</p>\n<h2>How it works</h2>\n<table><tbody><tr><th>Pass</th><td>₹339</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('isSafeUrl', () => {
  it.each([
    ['https://chalein.in', true],
    ['/blog/x', true],
    ['#top', true],
    ['tel:+918047182290', true],
    ['javascript:void(0)', false],
    ['data:image/svg+xml,<svg/onload=alert(1)>', false],
  ])('%s is %s', (url, safe) => {
    expect(isSafeUrl(url)).toBe(safe);
  });
});
