/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { SafeHtml } from './safe-html';

// A page rendered on the server has no DOM, so DOMPurify cannot run there: SafeHtml must still sanitize.

test('without a DOM, SafeHtml still removes scripts, handlers and javascript: links and keeps the content', () => {
  const html = renderToString(
    <SafeHtml
      html={
        '<p onclick="steal()">Hello <strong>rider</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://example.com" target="_blank">site</a>'
      }
    />,
  );
  expect(typeof document).toBe('undefined');
  expect(html).toContain('<p>Hello <strong>rider</strong></p>');
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/);
  expect(html).toMatch(/<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer">site<\/a>/);
});
