/** The first paragraph of an article's HTML (still to be rendered through SafeHtml), for a blog list's teaser. */
export function extractFirstParagraph(html: string): string {
  const match = /<p[\s>][\s\S]*?<\/p>/i.exec(html);
  return match ? match[0] : html;
}
