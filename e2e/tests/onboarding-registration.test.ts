import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describePicture } from '@chalein/testing/files/image-files';
import { buildTinyPdf } from '@chalein/testing/files/resume-files';
import { artifactsDir } from '../support/paths';
import { waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';
import { openStoredFiles, readServerDatabase } from '../support/stored-files';

// Driver registration end to end: a phone-sized browser fills the whole form with real images (a 12-megapixel
// photo among them) and a real PDF, sees the Thank You modal, and the registration is found as the server keeps
// it: one row in the SQLite file the server uses, eight document rows, and eight private files on disk.

let session: SiteSession;
const documentFiles = openStoredFiles('driver-documents');

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  documentFiles.removeTracked();
  await session?.close();
});

interface DocumentRow {
  document_type: string;
  stored_name: string;
  content_type: string;
  byte_size: number;
}

function readRegistration(contactNumber: string): { reference: string; city_name: string; documents: DocumentRow[] } | undefined {
  return readServerDatabase(session.state.databaseFile, (db) => {
    const row = db.prepare('SELECT id, reference, city_name FROM driver_registrations WHERE contact_number = ?').get(contactNumber) as
      { id: number; reference: string; city_name: string } | undefined;
    if (!row) return undefined;
    const documents = db
      .prepare('SELECT document_type, stored_name, content_type, byte_size FROM driver_documents WHERE registration_id = ?')
      .all(row.id) as DocumentRow[];
    return { reference: row.reference, city_name: row.city_name, documents };
  });
}

/**
 * Real images made by the browser's own encoders: a small document-like PNG and JPEG, and a 12-megapixel camera-
 * like photo (gradients, shapes and sensor noise) as a high-quality JPEG.
 */
async function drawImages(page: Page): Promise<{ png: Buffer; jpeg: Buffer; photo: Buffer }> {
  const encoded = await page.evaluate(async () => {
    const toBase64 = async (canvas: HTMLCanvasElement, type: string, quality?: number) => {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
      if (!blob) throw new Error(`the browser could not encode ${type}`);
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    };
    const documentImage = (label: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 400;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#f4f1e8';
      context.fillRect(0, 0, 640, 400);
      context.fillStyle = '#0b6e4f';
      context.fillRect(0, 0, 640, 60);
      context.fillStyle = '#1b1f24';
      context.font = '28px sans-serif';
      context.fillText(label, 30, 140);
      context.fillText('XXXX XXXX 4321', 30, 200);
      return canvas;
    };

    const photo = document.createElement('canvas');
    photo.width = 4000;
    photo.height = 3000;
    const context = photo.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, 3000);
    sky.addColorStop(0, '#7fb2e5');
    sky.addColorStop(0.55, '#e8d9b5');
    sky.addColorStop(1, '#5a4a3a');
    context.fillStyle = sky;
    context.fillRect(0, 0, 4000, 3000);
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 600; i += 1) {
      context.fillStyle = `hsla(${Math.floor(random() * 360)}, 45%, ${30 + Math.floor(random() * 40)}%, 0.55)`;
      context.beginPath();
      context.ellipse(random() * 4000, random() * 3000, 20 + random() * 300, 20 + random() * 200, random() * Math.PI, 0, Math.PI * 2);
      context.fill();
    }
    // a camera sensor's grain: what makes real photos large
    const pixels = context.getImageData(0, 0, 4000, 3000);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const grain = (random() - 0.5) * 14;
      pixels.data[i] = pixels.data[i]! + grain;
      pixels.data[i + 1] = pixels.data[i + 1]! + grain;
      pixels.data[i + 2] = pixels.data[i + 2]! + grain;
    }
    context.putImageData(pixels, 0, 0);

    return {
      png: await toBase64(documentImage('AADHAAR (MASKED)'), 'image/png'),
      jpeg: await toBase64(documentImage('DRIVING LICENCE'), 'image/jpeg', 0.9),
      photo: await toBase64(photo, 'image/jpeg', 0.92),
    };
  });
  return {
    png: Buffer.from(encoded.png, 'base64'),
    jpeg: Buffer.from(encoded.jpeg, 'base64'),
    photo: Buffer.from(encoded.photo, 'base64'),
  };
}

/** Width and height from a JPEG's start-of-frame marker. */
function readJpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error('no start-of-frame marker');
}

const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text.replace(/[().]/g, '\\$&')}`));

test('a driver registers with real images and a PDF, sees the Thank You modal, and the row and eight private files exist', async () => {
  const { page, watch } = await session.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const contactNumber = `9${String(Date.now()).slice(-9)}`;
  await withScreenshotOnFailure(
    page,
    'onboarding-registration',
    async () => {
      await page.goto('/drive_with_us');
      await waitForRemotePage(page);
      await page.getByRole('heading', { name: 'Register as a driver partner' }).waitFor();
      const images = await drawImages(page);
      const pdf = buildTinyPdf('Vehicle insurance policy KA01AB1234');

      await label(page, 'Full name').fill('Ravi Kumar');
      await label(page, 'Contact number').fill(contactNumber);
      // leaving the field asks the server about the number
      await label(page, 'Contact number').blur();
      await page.getByText('This contact number can be used.').waitFor();
      await page.getByRole('radio', { name: 'Cab' }).check();
      await label(page, 'Address').fill('12, 3rd Cross, Shanthala Nagar');
      await label(page, 'PIN code').fill('560025');
      const city = page.getByRole('combobox', { name: /^City/ });
      expect(await city.isDisabled()).toBe(true);
      await page.getByRole('combobox', { name: /^State/ }).selectOption({ label: 'Karnataka' });
      await city.selectOption({ label: 'Bengaluru' });
      await page.getByRole('radio', { name: 'Four-Wheeler' }).check();
      await label(page, 'Vehicle number').fill('KA 01 AB 1234');
      await page.getByRole('radio', { name: 'Yes' }).check();
      await label(page, 'Bank account number').fill('123456789012');
      await label(page, 'Re-enter bank account number').fill('123456789012');
      await label(page, 'IFSC code').fill('SBIN0001234');
      await label(page, 'Driving licence number').fill('KA01 20191234567');
      await label(page, 'Re-enter driving licence number').fill('KA01 20191234567');
      await label(page, 'Date of birth').fill('1990-05-17');

      const png = (name: string) => ({ name, mimeType: 'image/png', buffer: images.png });
      const jpeg = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: images.jpeg });
      await label(page, 'Aadhaar card, front (masked)').setInputFiles(png('aadhaar-front.png'));
      await label(page, 'Aadhaar card, back (masked)').setInputFiles(png('aadhaar-back.png'));
      await label(page, 'Cheque book or passbook, first page').setInputFiles({
        name: 'passbook.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      });
      await label(page, 'Cancelled cheque').setInputFiles(jpeg('cheque.jpg'));
      await label(page, 'Driving licence, front').setInputFiles(jpeg('licence-front.jpg'));
      await label(page, 'Driving licence, back').setInputFiles(jpeg('licence-back.jpg'));
      await label(page, 'Vehicle registration certificate (RC)').setInputFiles({
        name: 'IMG_20250301_101500.jpg',
        mimeType: 'image/jpeg',
        buffer: images.photo,
      });
      await label(page, 'Vehicle insurance').setInputFiles({ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: pdf });

      // a preview of each chosen image; the camera photo was made smaller before upload
      await page.getByRole('img', { name: 'Preview of Vehicle registration certificate (RC)' }).waitFor();
      await page.getByText(/reduced from .* for a faster upload/).waitFor();
      expect(await page.getByRole('img', { name: /^Preview of/ }).count()).toBe(6);

      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await page.getByRole('button', { name: 'Submit' }).click();

      const dialog = page.getByRole('dialog', { name: 'Thank You' });
      await dialog.getByText('Your form has been submitted successfully.').waitFor();
      const reference = (await dialog.locator('strong').innerText()).trim();
      expect(reference).toMatch(/^CHD-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await dialog.getByRole('button', { name: 'Close' }).click();
      // the form starts again empty
      expect(await label(page, 'Full name').inputValue()).toBe('');
      expect(await page.getByRole('img', { name: /^Preview of/ }).count()).toBe(0);

      const stored = readRegistration(contactNumber);
      expect(stored).toMatchObject({ reference, city_name: 'Bengaluru' });
      expect(stored!.documents).toHaveLength(8);
      documentFiles.track(...stored!.documents.map((document) => document.stored_name));
      for (const document of stored!.documents) {
        const file = documentFiles.pathOf(document.stored_name);
        expect(fs.statSync(file).size).toBe(document.byte_size);
      }
      const byType = Object.fromEntries(stored!.documents.map((document) => [document.document_type, document]));
      expect(byType.chequeBook!.content_type).toBe('application/pdf');
      expect(fs.readFileSync(documentFiles.pathOf(byType.vehicleInsurancePhoto!.stored_name)).equals(pdf)).toBe(true);
      // a picture is kept encoded anew by the server, without its metadata: the same picture, not the same bytes
      expect(describePicture(fs.readFileSync(documentFiles.pathOf(byType.adharCardFrontPhoto!.stored_name)))).toEqual(
        describePicture(images.png),
      );

      // the 12-megapixel photo arrived as a JPEG of at most 2000 px a side, much smaller than the original
      const rc = fs.readFileSync(documentFiles.pathOf(byType.registrationCertificateNoFrontPhoto!.stored_name));
      expect(byType.registrationCertificateNoFrontPhoto!.content_type).toBe('image/jpeg');
      expect(readJpegSize(rc)).toEqual({ width: 2000, height: 1500 });
      expect(rc.length).toBeLessThan(images.photo.length / 2);
      const figure = {
        photo: '4000 x 3000 (12 MP) JPEG, quality 0.92, drawn by Chromium',
        originalBytes: images.photo.length,
        uploadedBytes: rc.length,
        savedBytes: images.photo.length - rc.length,
        savedPercent: Math.round((1 - rc.length / images.photo.length) * 1000) / 10,
      };
      fs.mkdirSync(artifactsDir, { recursive: true });
      fs.writeFileSync(path.join(artifactsDir, 'onboarding-downscale.json'), `${JSON.stringify(figure, null, 2)}\n`);
      console.log(`downscale of a 12 MP photo: ${JSON.stringify(figure)}`);

      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

test('leaving the contact number by clicking Cab selects Cab: the pre-check message moves nothing', async () => {
  // phone-sized: the narrowest column, where a message is most likely to wrap onto a second line
  const { page, watch } = await session.newPage({ viewport: { width: 390, height: 844 } });
  await withScreenshotOnFailure(
    page,
    'onboarding-blur-click',
    async () => {
      await page.goto('/drive_with_us');
      await waitForRemotePage(page);
      const cab = page.getByRole('radio', { name: 'Cab' });
      const porter = page.getByRole('radio', { name: 'Porter' });
      await label(page, 'Contact number').fill(`8${String(Date.now()).slice(-9)}`);
      await porter.scrollIntoViewIfNeeded();
      const before = (await cab.boundingBox())!;
      // a real mouse: the press blurs the field (the pre-check starts), the release must land on the same radio
      await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
      expect(await cab.isChecked()).toBe(true);
      await page.getByText('This contact number can be used.').waitFor();
      expect((await cab.boundingBox())!.y).toBeCloseTo(before.y, 0);

      // a number in the wrong format shows its message at once on leaving the field, again without moving the form
      await label(page, 'Contact number').fill('98765');
      const porterBox = (await porter.boundingBox())!;
      await page.mouse.click(porterBox.x + porterBox.width / 2, porterBox.y + porterBox.height / 2);
      expect(await porter.isChecked()).toBe(true);
      await page.getByText('Contact number must be exactly 10 digits').waitFor();
      expect((await porter.boundingBox())!.y).toBeCloseTo(porterBox.y, 0);

      // and so does a number that cannot be an Indian mobile
      await label(page, 'Contact number').fill('1234567890');
      const cabBox = (await cab.boundingBox())!;
      await page.mouse.click(cabBox.x + cabBox.width / 2, cabBox.y + cabBox.height / 2);
      expect(await cab.isChecked()).toBe(true);
      await page.getByText('Mobile numbers start with 6, 7, 8 or 9.').waitFor();
      expect((await cab.boundingBox())!.y).toBeCloseTo(cabBox.y, 0);
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

test('a number already registered is refused when the driver leaves the field', async () => {
  const { page, watch } = await session.newPage();
  const registered = readAnyRegisteredNumber();
  await withScreenshotOnFailure(
    page,
    'onboarding-registered-number',
    async () => {
      await page.goto('/drive_with_us');
      await waitForRemotePage(page);
      await label(page, 'Contact number').fill(registered);
      await label(page, 'Full name').focus();
      await page.getByText('This contact number is already registered with Chalein. Please sign in to the Driver App instead.').waitFor();
      // the refusal is the pre-check's answer (409, which the browser also logs), not a fault of the page
      expect(watch.problems()).toEqual([
        'console error: Failed to load resource: the server responded with a status of 409 (Conflict)',
        `error response: 409 POST ${session.state.baseUrl}/api/new-registration/mobile/validate`,
      ]);
    },
    watch,
  );
});

function readAnyRegisteredNumber(): string {
  return readServerDatabase(session.state.databaseFile, (db) => {
    const row = db.prepare('SELECT contact_number FROM driver_registrations LIMIT 1').get() as { contact_number: string } | undefined;
    if (!row) throw new Error('no registration yet: this test runs after the registration test of this file');
    return row.contact_number;
  });
}
