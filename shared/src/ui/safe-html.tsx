import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { allowedHtmlAttributes, allowedHtmlTags } from '@chalein/shared/lib/html-allow-list';
import { sanitizeHtml as sanitizeHtmlWithoutDom } from '@chalein/shared/lib/html-sanitizer';

/**
 * Sanitizes server HTML (every HTML field of the API goes through here) before React renders it. In a browser
 * DOMPurify parses it as the browser will; without a DOM (a page rendered on the server) DOMPurify cannot run, and
 * the allow-list tokenizer the API already applied to the same field does the work, with the same allow-list.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return sanitizeHtmlWithoutDom(html);
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [...allowedHtmlTags], ALLOWED_ATTR: [...allowedHtmlAttributes] });
}

// links that open elsewhere must not hand this window to the new page (the tokenizer adds the same rel itself)
if (DOMPurify.isSupported) {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
}

export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'section' | 'article' }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
