import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InvalidCursorError } from '../db/keyset-page';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { sendPrivateFile } from '../http/private-file-response';
import { describeAuditActor } from '../staff/staff-accounts';
import { SIGN_IN_NEEDED } from '../staff/staff-sessions';
import { documentExtensions } from '../http/document-file-type';
import {
  documentDecisionBodySchema,
  documentParamsSchema,
  historyFileParamsSchema,
  queuePageSchema,
  queueQuerySchema,
  registrationParamsSchema,
  registrationRejectionBodySchema,
  registrationResultSchema,
  revealBodySchema,
  revealedSchema,
} from './driver-review-schemas';
import { createDriverReviewService, DRIVER_CATEGORIES, VEHICLE_CATEGORIES, type ReviewActor } from './driver-review-service';

// The driver registration review under /api/staff/drivers (README.md in this folder): the queue, a registration's
// detail with its entered details masked, the reveal, each document's bytes, and the decisions. The staff guard
// (staff/staff-plugin.ts) has checked the session, the role and, for writes, the CSRF token before a handler runs.

export const DRIVERS_API_PREFIX = '/api/staff/drivers';
export const INVALID_CURSOR = 'This page link is out of date. Start again from the first page.';

/** The signed-in reviewer, from where, at the staff clock's time. */
function describeReviewer(request: FastifyRequest, now: number): ReviewActor {
  const session = request.staffSession;
  if (!session) throw new ApiHttpError(401, SIGN_IN_NEEDED);
  return { audit: describeAuditActor(request, session), userId: session.user.id, now };
}

/** A document's checked bytes, named `<filename>.<jpg|png|pdf>`. */
function sendDocument(reply: FastifyReply, file: { bytes: Buffer; contentType: string; filename: string }) {
  const isPdf = file.contentType === 'application/pdf';
  const extension = isPdf ? documentExtensions.pdf : file.contentType === 'image/png' ? documentExtensions.png : documentExtensions.jpeg;
  // pictures are shown in the console; a PDF is saved, since a browser's PDF viewer runs on the site's origin
  return sendPrivateFile(reply, {
    bytes: file.bytes,
    contentType: file.contentType,
    disposition: isPdf ? 'attachment' : 'inline',
    filename: `${file.filename}.${extension}`,
  });
}

/** A keyset page, its cursor checked: a cursor this server did not make is the client's mistake. */
export async function readPageOrRefuse<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new ApiHttpError(400, INVALID_CURSOR, { cursor: INVALID_CURSOR });
    throw error;
  }
}

export const driverReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createDriverReviewService({
    reviews: app.repositories.driverReviews,
    registrations: app.repositories.driverRegistrations,
    staffStore: app.staff.store,
    documentStore: app.uploads.privateStore('driver-documents'),
    links: app.signedLinks,
  });
  const now = () => app.staff.clock.now();

  app.get(
    '',
    {
      schema: { querystring: queueQuerySchema, response: buildResponseSchemas(queuePageSchema) },
      config: { staffAction: 'staff.drivers.list' },
    },
    async (request) => {
      const { status, cursor, limit = 50 } = request.query;
      const page = await readPageOrRefuse(() => app.repositories.driverReviews.listQueue({ status, cursor, limit }));
      return buildSuccessEnvelope({
        registrations: page.rows.map((row) => ({
          ...row,
          driverCategory: DRIVER_CATEGORIES[row.driverCategory] ?? String(row.driverCategory),
          vehicleCategory: VEHICLE_CATEGORIES[row.vehicleCategory] ?? String(row.vehicleCategory),
        })),
        nextCursor: page.nextCursor,
      });
    },
  );

  app.get(
    '/:reference',
    {
      schema: { params: registrationParamsSchema, response: buildResponseSchemas(registrationResultSchema) },
      config: { staffAction: 'staff.drivers.list' },
    },
    async (request) => buildSuccessEnvelope({ registration: await service.describeRegistration(request.params.reference) }),
  );

  app.post(
    '/:reference/reveal',
    {
      schema: { params: registrationParamsSchema, body: revealBodySchema, response: buildResponseSchemas(revealedSchema) },
      config: { staffAction: 'staff.drivers.reveal' },
    },
    async (request) =>
      buildSuccessEnvelope(await service.revealFields(request.params.reference, request.body.fields, describeReviewer(request, now()))),
  );

  app.get(
    '/:reference/documents/:documentType',
    // no HEAD twin: it would record a download that sent nothing
    { schema: { params: documentParamsSchema }, config: { staffAction: 'staff.drivers.documents' }, exposeHeadRoute: false },
    async (request, reply) => {
      const { reference, documentType } = request.params;
      const { bytes, contentType } = await service.readDocument(reference, documentType, describeReviewer(request, now()));
      return sendDocument(reply, { bytes, contentType, filename: `${reference}-${documentType}` });
    },
  );

  // an earlier file the driver replaced after it was rejected: served and audited as the current one
  app.get(
    '/:reference/documents/:documentType/history/:entryId',
    { schema: { params: historyFileParamsSchema }, config: { staffAction: 'staff.drivers.documents' }, exposeHeadRoute: false },
    async (request, reply) => {
      const { reference, documentType, entryId } = request.params;
      const { bytes, contentType } = await service.readDocument(reference, documentType, describeReviewer(request, now()), entryId);
      return sendDocument(reply, { bytes, contentType, filename: `${reference}-${documentType}-rejected-${entryId}` });
    },
  );

  app.post(
    '/:reference/documents/:documentType/decision',
    {
      schema: { params: documentParamsSchema, body: documentDecisionBodySchema, response: buildResponseSchemas(registrationResultSchema) },
      config: { staffAction: 'staff.drivers.review' },
    },
    async (request) => {
      const { reference, documentType } = request.params;
      const registration = await service.decideDocument(reference, documentType, request.body, describeReviewer(request, now()));
      return buildSuccessEnvelope({ registration });
    },
  );

  app.post(
    '/:reference/rejection',
    {
      schema: {
        params: registrationParamsSchema,
        body: registrationRejectionBodySchema,
        response: buildResponseSchemas(registrationResultSchema),
      },
      config: { staffAction: 'staff.drivers.review' },
    },
    async (request) => {
      const registration = await service.rejectRegistration(request.params.reference, request.body, describeReviewer(request, now()));
      return buildSuccessEnvelope({ registration });
    },
  );
};
