import { brand } from '@chalein/shared/lib/brand';
import { MAIL_COLOURS, renderMail, type MailDocument } from './mail-layout';

const hostileName = '<script>alert("x")</script> & Co';

const sample: MailDocument = {
  subject: 'Your receipt',
  preview: 'Thank you for your purchase',
  heading: 'Payment received',
  greeting: `Hello ${hostileName},`,
  blocks: [
    { type: 'paragraph', text: 'We have your payment.' },
    {
      type: 'facts',
      rows: [
        ['Buyer', hostileName],
        ['Amount', '₹499.00'],
      ],
    },
    { type: 'list', items: ['First <b>item</b>', 'Second'] },
    { type: 'action', label: 'Open your receipt', url: 'https://www.chalein.in/passes/receipt/abc?x=1&y="2"' },
  ],
  reason: 'You get this mail because you bought a pass.',
};

describe('renderMail', () => {
  it('escapes every interpolated value in the HTML part', () => {
    const { html } = renderMail(sample);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(html).not.toContain('<b>item</b>');
    expect(html).toContain('First &lt;b&gt;item&lt;/b&gt;');
    // an address's own & and quotes stay inside the attribute
    expect(html).toContain('href="https://www.chalein.in/passes/receipt/abc?x=1&amp;y=&quot;2&quot;"');
  });

  it('draws the brand with tables and inline styles and loads nothing from anywhere', () => {
    const { html } = renderMail(sample);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<table role="presentation"');
    expect(html).toContain(MAIL_COLOURS.primary);
    expect(html).toContain(brand.productName);
    expect(html).toContain(brand.legalName);
    // no pictures (a tracking pixel is one), no scripts, no stylesheets mail clients drop, no forms
    expect(html).not.toMatch(/<img|<script|<style|<link|<iframe|<form|<object|<embed|background-image|url\(/i);
    // the only addresses are the links the mail names
    const sources = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((match) => match[1]);
    expect(sources).toEqual([
      'https://www.chalein.in/passes/receipt/abc?x=1&amp;y=&quot;2&quot;',
      'https://www.chalein.in/passes/receipt/abc?x=1&amp;y=&quot;2&quot;',
    ]);
  });

  it('says the same in the plain-text part, with the links written out', () => {
    const { text } = renderMail(sample);
    expect(text).toContain('Payment received');
    expect(text).toContain(`Hello ${hostileName},`);
    expect(text).toContain(`Buyer: ${hostileName}`);
    expect(text).toContain('Amount: ₹499.00');
    expect(text).toContain('- First <b>item</b>');
    expect(text).toContain('Open your receipt: https://www.chalein.in/passes/receipt/abc?x=1&y="2"');
    expect(text).toContain('You get this mail because you bought a pass.');
    expect(text).toContain(brand.supportEmail);
    expect(text).not.toContain('Unsubscribe');
  });

  it('adds the unsubscribe link to both parts only when the mail has one', () => {
    const mail = renderMail({ ...sample, unsubscribeUrl: 'https://www.chalein.in/api/newsletter/unsubscribe?token=t' });
    expect(mail.html).toContain('href="https://www.chalein.in/api/newsletter/unsubscribe?token=t"');
    expect(mail.text).toContain('Unsubscribe with one click: https://www.chalein.in/api/newsletter/unsubscribe?token=t');
    expect(renderMail(sample).html).not.toContain('Unsubscribe');
  });

  it('keeps a subject on one line', () => {
    const { subject, html } = renderMail({ ...sample, subject: 'Hello\r\nBcc: someone@example.com' });
    expect(subject).toBe('Hello Bcc: someone@example.com');
    expect(html).toContain('<title>Hello Bcc: someone@example.com</title>');
  });

  it('refuses a link that is not an absolute web address', () => {
    for (const url of ['javascript:alert(1)', '/passes/receipt/abc', 'data:text/html,hi', 'https://a b']) {
      expect(() => renderMail({ ...sample, blocks: [{ type: 'action', label: 'Open', url }] })).toThrow(/absolute http/);
    }
    expect(() => renderMail({ ...sample, unsubscribeUrl: 'javascript:alert(1)' })).toThrow(/absolute http/);
  });
});
