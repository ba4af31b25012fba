import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

test('scripts, event handlers and javascript: links are removed; content stays', () => {
  const clean = sanitizeHtml(
    '<p onclick="steal()">Hello <strong>rider</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
  );
  expect(clean).toContain('<p>Hello <strong>rider</strong></p>');
  expect(clean).not.toMatch(/script|onerror|onclick|javascript:|<img/);
});

test('links that open a new tab get rel=noopener', () => {
  const { container } = render(<SafeHtml html={'<a href="https://example.com" target="_blank">site</a>'} />);
  expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
});
