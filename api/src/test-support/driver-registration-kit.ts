import type { FastifyInstance } from 'fastify';
import { driverDocumentFields } from '@chalein/shared/lib/validation/driver-registration';
import { buildJpeg } from '@chalein/testing/files/image-files';
import { driverRegistration } from '@chalein/testing/fixtures/driver-registration';
import { encodeMultipart } from '@chalein/testing/multipart-form';

// A driver registration posted through the public form, every document a JPEG, for tests that start from one
// (the status page's API and its form posted without scripts).

/** Posts one registration for `contactNumber` in Bengaluru; answers its reference. */
export async function postDriverRegistration(app: FastifyInstance, contactNumber: string, fullName = 'Ravi Kumar Shetty'): Promise<string> {
  const city = await app.db.selectFrom('cities').select('id').where('name', '=', 'Bengaluru').executeTakeFirstOrThrow();
  const fields = {
    ...driverRegistration,
    fullName,
    contactNumber,
    cityId: String(city.id),
    reDrivingLicenseNumber: driverRegistration.drivingLicenseNo,
  };
  const photo = buildJpeg();
  const files = driverDocumentFields.map((field) => ({ field, bytes: photo, name: `${field}.jpg`, type: 'image/jpeg' }));
  const { payload, headers } = await encodeMultipart(fields, files);
  const response = await app.inject({ method: 'POST', url: '/api/new-registration', headers, payload });
  if (response.statusCode !== 201) throw new Error(`registration answered ${response.statusCode}: ${response.body}`);
  return response.json<{ data: { reference: string } }>().data.reference;
}
