/**
 * A data: URL of a chosen image, for its preview, or null for a PDF or a file that cannot be read. The site's
 * Content-Security-Policy allows images from data: but not blob: URLs, so object URLs would show nothing.
 */
export function readPreviewUrl(file: File): Promise<string | null> {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return Promise.resolve(null);
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}
