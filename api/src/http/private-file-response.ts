import type { FastifyReply } from 'fastify';

// How the staff console receives a private file (a driver's document, a resume): its bytes with the type its row
// recorded and checked, never kept by a cache, never sniffed into something else by the browser, and named for
// saving without the name ever reaching a header unescaped.

export interface PrivateFileAnswer {
  bytes: Buffer;
  contentType: string;
  /** 'inline' for a picture the console shows; 'attachment' for a file the browser saves */
  disposition: 'inline' | 'attachment';
  filename: string;
}

/**
 * A Content-Disposition value for `filename`: a plain ASCII fallback (anything outside letters, digits, dot, dash
 * and underscore becomes '_') and the exact name as RFC 6266's `filename*` (UTF-8, percent-encoded), which every
 * current browser prefers. A quote, a semicolon or a line break in a name can then never end the header early.
 */
export function formatContentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 150) || 'file';
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function sendPrivateFile(reply: FastifyReply, file: PrivateFileAnswer): FastifyReply {
  return (
    reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.bytes.length))
      .header('content-disposition', formatContentDisposition(file.disposition, file.filename))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      // opened on its own in a tab, the file may run nothing and load nothing
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .send(file.bytes)
  );
}
