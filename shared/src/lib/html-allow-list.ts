// The HTML the site's content fields may carry (team bios, CMS pages, blogs, job details): the API's sanitizer
// keeps these on the way out and the pages' SafeHtml keeps them again before rendering, so both agree.

export const allowedHtmlTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'a',
  'blockquote',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

export const allowedHtmlAttributes = ['href', 'title', 'target', 'rel'] as const;
