import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

// The build step that turns the brand artwork into the share images and icons, run as the shell's build runs it,
// into a folder of its own.

const repoRoot = path.resolve(__dirname, '..');
const brandArtwork = path.join(repoRoot, 'api', 'assets', 'uploads', 'brand');

/** The images an ICO file holds, read from its directory of entries. */
function readIcoEntries(ico: Buffer): { width: number; height: number; png: Buffer }[] {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, index) => {
    const entry = 6 + index * 16;
    const size = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return { width: ico.readUInt8(entry), height: ico.readUInt8(entry + 1), png: ico.subarray(offset, offset + size) };
  });
}

describe('render-site-images', () => {
  let outDir = '';

  beforeAll(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-site-images-'));
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'tools', 'render-site-images.mjs'), outDir], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('renders every share artwork as a 1200 x 630 PNG named by its kind', async () => {
    const kinds = fs
      .readdirSync(brandArtwork)
      .filter((file) => /^share-.+\.svg$/.test(file))
      .map((file) => file.slice('share-'.length, -'.svg'.length));
    expect(kinds).toEqual(expect.arrayContaining(['default', 'home', 'blog', 'careers']));
    expect(fs.readdirSync(path.join(outDir, 'share')).sort()).toEqual(kinds.map((kind) => `${kind}.png`).sort());
    for (const kind of kinds) {
      const metadata = await sharp(path.join(outDir, 'share', `${kind}.png`)).metadata();
      expect({ kind, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        kind,
        format: 'png',
        width: 1200,
        height: 630,
      });
    }
  });

  it('draws the artwork itself: the brand green fills the background and the headline is drawn in white', async () => {
    const { data, info } = await sharp(path.join(outDir, 'share', 'home.png'))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    // the top left corner is the background, #0b6e4f
    expect(pixel(5, 5)).toEqual([0x0b, 0x6e, 0x4f]);
    // the headline's band (y 270-330 from x 80) holds white ink
    let white = 0;
    for (let y = 270; y < 330; y += 2) for (let x = 80; x < 600; x += 2) if (pixel(x, y).every((value) => value > 240)) white += 1;
    expect(white).toBeGreaterThan(500);
  });

  it('packs the brand mark into favicon.ico at 16, 32 and 48 pixels, each a PNG of its size', async () => {
    const entries = readIcoEntries(fs.readFileSync(path.join(outDir, 'favicon.ico')));
    expect(entries.map((entry) => entry.width)).toEqual([16, 32, 48]);
    for (const entry of entries) {
      const metadata = await sharp(entry.png).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', entry.width, entry.height]);
    }
  });

  it('renders the apple touch icon at 180 x 180 without transparency (iOS paints it black)', async () => {
    const file = path.join(outDir, 'apple-touch-icon.png');
    const metadata = await sharp(file).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 180, 180]);
    expect(metadata.hasAlpha).toBe(false);
    // the mark's rounded corners are filled with its green
    const { data } = await sharp(file).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([0x0b, 0x6e, 0x4f]);
  });
});
