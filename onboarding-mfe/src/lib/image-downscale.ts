// Phone cameras take 12-megapixel photos of 3 to 6 MB; a document needs far fewer pixels to be read. Photos are
// made smaller in the browser before they are uploaded, so a registration goes through on a slow network and
// under the 5 MB limit. PDFs and images that are already small are sent exactly as chosen.

/** Longest side, in pixels, of a photo after downscaling: a licence or cheque stays sharp at this size. */
export const MAX_IMAGE_SIDE = 2000;
/** JPEG quality of a downscaled photo. */
export const JPEG_QUALITY = 0.85;
/** Images up to this size are kept as they are, whatever their pixels: nothing worth saving there. */
export const SMALL_IMAGE_BYTES = 500 * 1024;

const DOWNSCALABLE_TYPES = ['image/jpeg', 'image/png'];

export interface ImageSize {
  width: number;
  height: number;
}

export type DownscalePlan = { action: 'keep' } | { action: 'encode'; width: number; height: number };

/** The size of an image whose longest side is at most `maxSide`, keeping its proportions. */
export function computeDownscaledSize(size: ImageSize, maxSide: number = MAX_IMAGE_SIDE): ImageSize {
  const longest = Math.max(size.width, size.height);
  if (longest <= maxSide) return { width: size.width, height: size.height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** Whether a file is worth decoding at all: a JPEG or PNG larger than a small image. */
export function isDownscaleCandidate(file: { type: string; size: number }): boolean {
  return DOWNSCALABLE_TYPES.includes(file.type) && file.size > SMALL_IMAGE_BYTES;
}

/**
 * What to do with a chosen file once its pixel size is known (null when the browser could not decode it):
 * keep it, or encode it as a JPEG of the given size. A large image that needs no fewer pixels is still
 * re-encoded, and the caller keeps whichever of the two files is smaller.
 */
export function planImageDownscale(file: { type: string; size: number }, size: ImageSize | null): DownscalePlan {
  if (!isDownscaleCandidate(file) || size === null || size.width < 1 || size.height < 1) return { action: 'keep' };
  return { action: 'encode', ...computeDownscaledSize(size) };
}

/** 'licence.png' becomes 'licence.jpg': the file's name says what it now is. */
export function renameAsJpeg(name: string): string {
  const stem = name.replace(/\.[^./\\]*$/, '');
  return `${stem || 'photo'}.jpg`;
}

function encodeCanvas(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * Returns the file to upload for a chosen document: a smaller JPEG for a large photo, otherwise the file itself.
 * Never fails: whatever the browser cannot do (decode, draw, encode) leaves the file as chosen, and the size and
 * type checks that follow judge it as it is.
 */
export async function downscaleImage(file: File): Promise<File> {
  if (!isDownscaleCandidate(file) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    // 'from-image' applies the camera's EXIF rotation, so a portrait photo stays upright
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const plan = planImageDownscale(file, { width: bitmap.width, height: bitmap.height });
    if (plan.action === 'keep') return file;
    const canvas = document.createElement('canvas');
    canvas.width = plan.width;
    canvas.height = plan.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a PNG's transparent parts become white paper, not black
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, plan.width, plan.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, plan.width, plan.height);
    const blob = await encodeCanvas(canvas);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], renameAsJpeg(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
