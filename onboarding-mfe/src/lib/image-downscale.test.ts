import {
  JPEG_QUALITY,
  MAX_IMAGE_SIDE,
  SMALL_IMAGE_BYTES,
  computeDownscaledSize,
  downscaleImage,
  isDownscaleCandidate,
  planImageDownscale,
  renameAsJpeg,
} from './image-downscale';

describe('computeDownscaledSize', () => {
  test('a 12-megapixel landscape photo becomes 2000 x 1500', () => {
    expect(computeDownscaledSize({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
  });

  test('a portrait photo is limited by its height and keeps its proportions', () => {
    expect(computeDownscaledSize({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 });
  });

  test('an image already within the limit keeps its size, the limit itself included', () => {
    expect(computeDownscaledSize({ width: 1600, height: 1200 })).toEqual({ width: 1600, height: 1200 });
    expect(computeDownscaledSize({ width: MAX_IMAGE_SIDE, height: 10 })).toEqual({ width: MAX_IMAGE_SIDE, height: 10 });
  });

  test('a very long strip never rounds a side to zero', () => {
    expect(computeDownscaledSize({ width: 20000, height: 3 })).toEqual({ width: 2000, height: 1 });
  });

  test('takes another limit', () => {
    expect(computeDownscaledSize({ width: 1000, height: 500 }, 400)).toEqual({ width: 400, height: 200 });
  });
});

describe('which files are downscaled', () => {
  const big = SMALL_IMAGE_BYTES + 1;

  test('PDFs and small images are kept as they are, without decoding', () => {
    expect(isDownscaleCandidate({ type: 'application/pdf', size: 4_000_000 })).toBe(false);
    expect(isDownscaleCandidate({ type: 'image/jpeg', size: SMALL_IMAGE_BYTES })).toBe(false);
    expect(isDownscaleCandidate({ type: 'image/gif', size: 4_000_000 })).toBe(false);
    expect(isDownscaleCandidate({ type: 'image/jpeg', size: big })).toBe(true);
    expect(isDownscaleCandidate({ type: 'image/png', size: big })).toBe(true);
  });

  test('a large photo is encoded at 2000 px on its longest side', () => {
    expect(planImageDownscale({ type: 'image/jpeg', size: 4_500_000 }, { width: 4000, height: 3000 })).toEqual({
      action: 'encode',
      width: 2000,
      height: 1500,
    });
  });

  test('a large image that needs no fewer pixels is still re-encoded (the smaller of the two is kept)', () => {
    expect(planImageDownscale({ type: 'image/png', size: 3_000_000 }, { width: 1200, height: 900 })).toEqual({
      action: 'encode',
      width: 1200,
      height: 900,
    });
  });

  test('what could not be decoded, and what is small or not an image, is kept', () => {
    expect(planImageDownscale({ type: 'image/jpeg', size: 4_500_000 }, null)).toEqual({ action: 'keep' });
    expect(planImageDownscale({ type: 'image/jpeg', size: 100_000 }, { width: 4000, height: 3000 })).toEqual({ action: 'keep' });
    expect(planImageDownscale({ type: 'application/pdf', size: 4_500_000 }, { width: 4000, height: 3000 })).toEqual({ action: 'keep' });
    expect(planImageDownscale({ type: 'image/jpeg', size: 4_500_000 }, { width: 0, height: 0 })).toEqual({ action: 'keep' });
  });

  test('a downscaled file is named as the JPEG it is', () => {
    expect(renameAsJpeg('IMG_20250101_101010.png')).toBe('IMG_20250101_101010.jpg');
    expect(renameAsJpeg('licence.front.jpeg')).toBe('licence.front.jpg');
    expect(renameAsJpeg('scan')).toBe('scan.jpg');
    expect(renameAsJpeg('.png')).toBe('photo.jpg');
  });
});

describe('downscaleImage', () => {
  const photo = (size: number, type = 'image/jpeg', name = 'IMG_0001.jpeg') =>
    new File([new Uint8Array(size)], name, { type, lastModified: 1234 });

  // jsdom decodes and draws nothing: these stand in for the browser's createImageBitmap and canvas
  let drawn: { width: number; height: number; quality: unknown; type: unknown }[];
  let encodedBytes: number;
  let decodable: boolean;
  const original = { getContext: HTMLCanvasElement.prototype.getContext, toBlob: HTMLCanvasElement.prototype.toBlob };

  beforeEach(() => {
    drawn = [];
    encodedBytes = 600_000;
    decodable = true;
    Object.assign(globalThis, {
      createImageBitmap: jest.fn(async () => {
        if (!decodable) throw new Error('The source image could not be decoded.');
        return { width: 4000, height: 3000, close: jest.fn() };
      }),
    });
    HTMLCanvasElement.prototype.getContext = function getContext() {
      return { fillRect: jest.fn(), drawImage: jest.fn() } as unknown as CanvasRenderingContext2D;
    } as unknown as typeof HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.toBlob = function toBlob(
      this: HTMLCanvasElement,
      callback: BlobCallback,
      type?: string,
      quality?: unknown,
    ) {
      drawn.push({ width: this.width, height: this.height, type, quality });
      callback(new File([new Uint8Array(encodedBytes)], 'encoded', { type }));
    };
  });

  afterEach(() => {
    Object.assign(globalThis, { createImageBitmap: undefined });
    HTMLCanvasElement.prototype.getContext = original.getContext;
    HTMLCanvasElement.prototype.toBlob = original.toBlob;
  });

  test('draws a large photo at 2000 px and encodes it as JPEG at quality 0.85', async () => {
    const result = await downscaleImage(photo(4_500_000));
    expect(drawn).toEqual([{ width: 2000, height: 1500, type: 'image/jpeg', quality: JPEG_QUALITY }]);
    expect(result.size).toBe(600_000);
    expect(result.type).toBe('image/jpeg');
    expect(result.name).toBe('IMG_0001.jpg');
    expect(result.lastModified).toBe(1234);
  });

  test('keeps the original when the encoded file would not be smaller', async () => {
    encodedBytes = 5_000_000;
    const original = photo(4_500_000);
    expect(await downscaleImage(original)).toBe(original);
  });

  test('keeps PDFs, small images and what the browser cannot decode, as chosen', async () => {
    const pdf = photo(4_500_000, 'application/pdf', 'scan.pdf');
    expect(await downscaleImage(pdf)).toBe(pdf);
    const small = photo(SMALL_IMAGE_BYTES);
    expect(await downscaleImage(small)).toBe(small);
    decodable = false;
    const broken = photo(4_500_000);
    expect(await downscaleImage(broken)).toBe(broken);
    expect(drawn).toEqual([]);
  });

  test('keeps the file where the browser has no createImageBitmap', async () => {
    Object.assign(globalThis, { createImageBitmap: undefined });
    const file = photo(4_500_000);
    expect(await downscaleImage(file)).toBe(file);
  });
});
