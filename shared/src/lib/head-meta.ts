/**
 * Sets one `<meta>` of the document head (by `name` or `property`), adding it when the page has none yet. The shell
 * writes a route's metadata with it, and a page that titles itself after its record writes its title tags the same
 * way, so both leave the head as the server writes it on a direct load.
 */
export function setHeadMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}
