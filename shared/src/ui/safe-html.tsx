import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { allowedHtmlAttributes, allowedHtmlTags } from '@chalein/shared/lib/html-allow-list';

/** Sanitizes server HTML (every HTML field of the API goes through here) before React renders it. */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS: [...allowedHtmlTags], ALLOWED_ATTR: [...allowedHtmlAttributes] });
  return clean;
}

// links that open elsewhere must not hand this window to the new page
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'section' | 'article' }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
