import { summarizeHtml } from './text-summary';

describe('summarizeHtml', () => {
  it('keeps the text a reader sees: tags gone, blocks apart, entities decoded, whitespace collapsed', () => {
    const html =
      '<p>Rides &amp; passes,\n   <strong>safe</strong>ly.</p><h2>Next</h2><ul><li>One&nbsp;thing</li><li>It&#39;s &#x2713;</li></ul>';
    expect(summarizeHtml(html)).toBe("Rides & passes, safely. Next One thing It's ✓");
  });

  it('leaves out scripts and styles', () => {
    expect(summarizeHtml('<style>p{color:red}</style><p>Hello</p><script>alert(1)</script>')).toBe('Hello');
  });

  it('cuts a long text at a word, within the length, with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const summary = summarizeHtml(`<p>${words}</p>`);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('…')).toBe(true);
    expect(words.startsWith(summary.slice(0, -1))).toBe(true);
    expect(words.charAt(summary.length - 1)).toBe(' ');
  });

  it('keeps a text that fits as it is, and drops punctuation left dangling at the cut', () => {
    expect(summarizeHtml('<p>Short.</p>')).toBe('Short.');
    expect(summarizeHtml('aaaa, bbbb, cccc', 12)).toBe('aaaa, bbbb…');
  });
});
