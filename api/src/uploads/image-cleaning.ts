import sharp from 'sharp';
import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_SIDE_PX } from '@chalein/shared/lib/validation/uploaded-files';

// A driver's photo of a document is decoded in full and encoded again before it is kept
// (docs/decisions/0016-upload-limits-and-file-checks.md). Decoding proves it is a picture (a file that only starts like
// one fails); encoding anew keeps the pixels and nothing else: whatever followed the image data (an HTML page after a
// JPEG's end), comments, and every metadata block (EXIF with the phone's GPS position, XMP, the maker's notes, ICC
// profiles once the pixels are converted to sRGB) are gone from what staff will open. The picture is turned upright
// from its EXIF orientation first, since that tag goes too.
//
// sharp (libvips) decodes on libuv's thread pool, so the server keeps answering meanwhile, and at most that pool's
// size (4 by default) of pictures are decoded at once.

export type ImageFileType = 'jpeg' | 'png';

export type ImageCleaning = { ok: true; bytes: Buffer } | { ok: false; reason: 'unreadable' | 'too-large' };

/** A document photo stays legible at this quality; phones save at 85 to 95. */
const JPEG_QUALITY = 90;

// The people's pictures are not kept in memory between requests.
sharp.cache(false);

const fitsLimits = (width: number, height: number): boolean =>
  width <= IMAGE_MAX_SIDE_PX && height <= IMAGE_MAX_SIDE_PX && width * height <= IMAGE_MAX_MEGAPIXELS * 1_000_000;

/**
 * The picture in `filePath`, decoded and encoded again as its own type with no metadata, or why it cannot be: not
 * a whole picture of that type, or larger than IMAGE_MAX_MEGAPIXELS / IMAGE_MAX_SIDE_PX (told from its header,
 * before any pixel is decoded, so a small file that claims a huge picture costs nothing).
 */
export async function cleanImageFile(filePath: string, type: ImageFileType): Promise<ImageCleaning> {
  // the header only: no pixel limit here, so an oversized picture is told apart from a broken one
  const header = await sharp(filePath, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header || header.format !== type || !header.width || !header.height) return { ok: false, reason: 'unreadable' };
  if (!fitsLimits(header.width, header.height)) return { ok: false, reason: 'too-large' };
  try {
    // failOn 'warning': a cut or damaged picture is refused rather than kept half grey
    const picture = sharp(filePath, { failOn: 'warning', limitInputPixels: IMAGE_MAX_MEGAPIXELS * 1_000_000 }).autoOrient();
    const bytes = await (type === 'jpeg' ? picture.jpeg({ quality: JPEG_QUALITY }) : picture.png()).toBuffer();
    return { ok: true, bytes };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
