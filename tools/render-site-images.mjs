#!/usr/bin/env node
// Renders the site's raster images from the committed brand artwork, as part of the shell's build
// (docs/decisions/0033-share-images-and-crawler-files.md): link previews (WhatsApp, Facebook, LinkedIn, X) show no SVG, so
// every share image becomes a 1200 x 630 PNG, and browsers and home screens ask for /favicon.ico and
// /apple-touch-icon.png by name. The files go into the shell's build folder, whose files the server answers at the
// site's root; nothing is fetched, so a clean checkout without network builds them.
//   node tools/render-site-images.mjs [<output folder>]   (default: shell/dist)
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const brandArtwork = join(repoRoot, 'api', 'assets', 'uploads', 'brand');

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** iOS asks for this size first; it scales it for other devices */
export const TOUCH_ICON_SIZE = 180;
/** what browsers pick from for tabs, bookmarks and the taskbar */
export const FAVICON_SIZES = [16, 32, 48];
/** the brand's deep green: the icons' corners are filled with it, since iOS paints transparent corners black */
const BRAND_GREEN = '#0b6e4f';

// Written beside and renamed over: a server answering while the build runs sends the old file or the new one.
function writeAtomically(file, bytes) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

/** share-home.svg -> home; the names the seed data and brand defaults give as /share/<kind>.png */
export function listShareKinds() {
  return readdirSync(brandArtwork)
    .map((file) => /^share-([a-z0-9-]+)\.svg$/.exec(file)?.[1])
    .filter((kind) => kind !== undefined)
    .sort();
}

/**
 * One share image: the artwork drawn at its own 1200 x 630, flattened onto the brand green (previews show
 * transparency as black or white) and reduced to a palette, which flat artwork keeps without visible loss.
 */
async function renderShareImage(kind) {
  const source = readFileSync(join(brandArtwork, `share-${kind}.svg`));
  return sharp(source, { density: 72 })
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'fill' })
    .flatten({ background: BRAND_GREEN })
    .png({ compressionLevel: 9, palette: true, quality: 100 })
    .toBuffer();
}

/** The brand mark at `size` pixels square, its rounded corners filled with the same green. */
function renderMark(size) {
  const source = readFileSync(join(brandArtwork, 'logo-mark.svg'));
  // drawn at the size asked for rather than scaled down from one size, so small icons stay sharp
  return sharp(source, { density: (72 * size) / 64 })
    .resize(size, size, { fit: 'fill' })
    .flatten({ background: BRAND_GREEN })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * An ICO file holding PNG images (allowed since Windows Vista, read by every current browser): a 6-byte header,
 * a 16-byte entry per image, then the images.
 */
export function packIco(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/**
 * Whether text in the artwork comes out as ink: librsvg draws it with the machine's fonts, and a machine with none
 * draws no headline at all. Said loudly rather than shipping previews without their words.
 */
async function checkTextRenders() {
  const probe = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#fff"/>' +
      '<text x="10" y="45" font-family="sans-serif" font-size="40" fill="#000">Chalein</text></svg>',
  );
  const { channels } = await sharp(probe).greyscale().stats();
  return (channels[0]?.min ?? 255) < 128;
}

export async function renderSiteImages(outDir) {
  const written = [];
  for (const kind of listShareKinds()) {
    const file = join(outDir, 'share', `${kind}.png`);
    writeAtomically(file, await renderShareImage(kind));
    written.push(file);
  }
  const touchIcon = join(outDir, 'apple-touch-icon.png');
  writeAtomically(touchIcon, await renderMark(TOUCH_ICON_SIZE));
  const favicon = join(outDir, 'favicon.ico');
  const icons = await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, png: await renderMark(size) })));
  writeAtomically(favicon, packIco(icons));
  written.push(touchIcon, favicon);
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = resolve(process.argv[2] ?? join(repoRoot, 'shell', 'dist'));
  try {
    if (!(await checkTextRenders())) {
      console.warn('render-site-images: no font drew text; share images lack their words (install fonts-dejavu-core)');
    }
    const written = await renderSiteImages(outDir);
    console.log(`site images: ${written.length} files in ${outDir}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
