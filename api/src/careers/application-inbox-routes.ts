import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { sendCsvExport, type CsvColumn } from '../http/csv-export';
import { sendPrivateFile } from '../http/private-file-response';
import { NOTIFIABLE_JOB_APPLICATION_STATUSES } from '@chalein/shared/api/staff-inbox-types';
import { readPageOrRefuse } from '../onboarding/driver-review-routes';
import {
  buildApplicationRejectedMessage,
  buildApplicationShortlistedMessage,
  type ApplicantAddressee,
} from '../notifications/job-application-notifications';
import { enqueueOutboxMessage } from '../outbox/outbox-message';
import { describeAuditActor } from '../staff/staff-accounts';
import { SIGN_IN_NEEDED } from '../staff/staff-sessions';
import type { ApplicationDetail, ApplicationEntry, ApplicationFilter } from './application-inbox-repository';
import {
  applicationExportQuerySchema,
  applicationListQuerySchema,
  applicationPageSchema,
  applicationParamsSchema,
  applicationResultSchema,
  statusChangeBodySchema,
} from './application-inbox-schemas';
import { readCheckedResume, RESUME_CONTENT_TYPES } from './resume-file';

// The job applications inbox under /api/staff/applications (README.md in this folder): the list, one application,
// its status, its resume and the CSV export. The staff guard (staff/staff-plugin.ts) has checked the session, the role
// and, for writes, the CSRF token before a handler runs. Audit details hold ids, statuses, types and counts, never a
// name, an address or the text searched for.

export const APPLICATIONS_API_PREFIX = '/api/staff/applications';
export const APPLICATION_NOT_FOUND = 'There is no job application with this reference.';
export const NOTHING_TO_NOTIFY = 'Only a shortlist or a rejection can be sent to the applicant.';

const isNotifiable = (status: string): status is (typeof NOTIFIABLE_JOB_APPLICATION_STATUSES)[number] =>
  (NOTIFIABLE_JOB_APPLICATION_STATUSES as readonly string[]).includes(status);

export function formatApplicationTarget(id: number): string {
  return `job_application:${id}`;
}

function describeApplication(application: ApplicationDetail) {
  const { resumeOriginalName, resumeSize, resumeFile: _storedName, id: _id, ...fields } = application;
  return {
    ...fields,
    resume: { originalName: resumeOriginalName, byteSize: resumeSize, url: `${APPLICATIONS_API_PREFIX}/${application.reference}/resume` },
  };
}

/** The saved file's name: the applicant's own, ending in the extension of what its bytes are. */
function buildResumeFilename(application: ApplicationDetail): string {
  const extension = `.${application.resumeType}`;
  return application.resumeOriginalName.toLowerCase().endsWith(extension)
    ? application.resumeOriginalName
    : `${application.resumeOriginalName}${extension}`;
}

const EXPORT_COLUMNS: readonly CsvColumn<ApplicationEntry>[] = [
  { header: 'Reference', read: (row) => row.reference },
  { header: 'Received', read: (row) => row.createdAt },
  { header: 'Job', read: (row) => row.jobTitle },
  { header: 'Status', read: (row) => row.status },
  { header: 'Name', read: (row) => row.name },
  { header: 'Email', read: (row) => row.email },
  { header: 'Contact number', read: (row) => row.contactNumber },
  { header: 'Current location', read: (row) => row.currentLocation },
  { header: 'Prior experience', read: (row) => (row.priorExperience ? 'yes' : 'no') },
  { header: 'Resume type', read: (row) => row.resumeType },
  { header: 'Status changed', read: (row) => row.statusChangedAt },
];

/** The filter as the audit trail may keep it: the searched text itself may be a person's name. */
function describeFilter(filter: ApplicationFilter) {
  return { jobId: filter.jobId ?? null, status: filter.status ?? null, searched: filter.search !== undefined };
}

export const applicationInboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const inbox = app.repositories.applicationInbox;
  const { store, clock } = app.staff;
  const resumes = app.uploads.privateStore('resumes');
  const links = app.signedLinks;

  function describeActor(request: FastifyRequest) {
    if (!request.staffSession) throw new ApiHttpError(401, SIGN_IN_NEEDED);
    return describeAuditActor(request, request.staffSession);
  }

  async function findOrFail(reference: string): Promise<ApplicationDetail> {
    const application = await inbox.findApplication(inbox.db, reference);
    if (!application) throw new ApiHttpError(404, APPLICATION_NOT_FOUND);
    return application;
  }

  app.get(
    '',
    {
      schema: { querystring: applicationListQuerySchema, response: buildResponseSchemas(applicationPageSchema) },
      config: { staffAction: 'staff.applications.list' },
    },
    async (request) => {
      const { job, status, q, cursor, limit = 50 } = request.query;
      const page = await readPageOrRefuse(() => inbox.listApplications({ jobId: job, status, search: q, cursor, limit }));
      return buildSuccessEnvelope({ applications: page.rows.map(({ id: _id, ...entry }) => entry), nextCursor: page.nextCursor });
    },
  );

  app.get(
    '/export.csv',
    {
      schema: { querystring: applicationExportQuerySchema },
      config: { staffAction: 'staff.applications.export' },
      // no HEAD twin: it would record an export that sent nothing
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const { job, status, q } = request.query;
      const filter: ApplicationFilter = { jobId: job, status, search: q };
      // written before the first byte: an export cut short is still in the trail
      await store.recordAuditEvent(
        store.db,
        {
          ...describeActor(request),
          action: 'staff.applications.export',
          target: null,
          outcome: 'success',
          details: describeFilter(filter),
        },
        clock.now(),
      );
      const day = new Date(clock.now()).toISOString().slice(0, 10);
      return sendCsvExport(reply, {
        filename: `job-applications-${day}.csv`,
        columns: EXPORT_COLUMNS,
        rows: inbox.iterateApplications(filter),
      });
    },
  );

  app.get(
    '/:reference',
    {
      schema: { params: applicationParamsSchema, response: buildResponseSchemas(applicationResultSchema) },
      config: { staffAction: 'staff.applications.list' },
    },
    async (request) => buildSuccessEnvelope({ application: describeApplication(await findOrFail(request.params.reference)) }),
  );

  app.patch(
    '/:reference',
    {
      schema: { params: applicationParamsSchema, body: statusChangeBodySchema, response: buildResponseSchemas(applicationResultSchema) },
      config: { staffAction: 'staff.applications.update' },
    },
    async (request) => {
      const actor = describeActor(request);
      const now = clock.now();
      const { status, notifyApplicant = false } = request.body;
      if (notifyApplicant && !isNotifiable(status)) throw new ApiHttpError(400, NOTHING_TO_NOTIFY, { notifyApplicant: NOTHING_TO_NOTIFY });
      await inbox.db.transaction().execute(async (trx) => {
        const before = await inbox.findApplication(trx, request.params.reference);
        if (!before) throw new ApiHttpError(404, APPLICATION_NOT_FOUND);
        // the same status again changes nothing, and so records (and tells) nothing
        if (before.status === status) return;
        await inbox.saveStatus(trx, before.id, status, new Date(now).toISOString());
        await store.recordAuditEvent(
          trx,
          {
            ...actor,
            action: 'staff.applications.update',
            target: formatApplicationTarget(before.id),
            outcome: 'success',
            details: { statusBefore: before.status, status, notifyApplicant },
          },
          now,
        );
        // the recruiter's choice: the applicant hears of a shortlist or a rejection only when it was ticked
        if (notifyApplicant && isNotifiable(status)) {
          const applicant: ApplicantAddressee = {
            applicationId: before.id,
            reference: before.reference,
            name: before.name,
            email: before.email,
            jobTitle: before.jobTitle,
          };
          const message =
            status === 'shortlisted' ? buildApplicationShortlistedMessage(applicant) : buildApplicationRejectedMessage(links, applicant);
          if (message) await enqueueOutboxMessage(trx, message);
        }
      });
      return buildSuccessEnvelope({ application: describeApplication(await findOrFail(request.params.reference)) });
    },
  );

  app.get(
    '/:reference/resume',
    // no HEAD twin: it would record a download that sent nothing
    { schema: { params: applicationParamsSchema }, config: { staffAction: 'staff.applications.resume' }, exposeHeadRoute: false },
    async (request, reply) => {
      const actor = describeActor(request);
      const application = await findOrFail(request.params.reference);
      const recordDownload = (outcome: 'success' | 'failure') =>
        store.recordAuditEvent(
          store.db,
          {
            ...actor,
            action: 'staff.applications.resume',
            target: formatApplicationTarget(application.id),
            outcome,
            details: { resumeType: application.resumeType, byteSize: application.resumeSize },
          },
          clock.now(),
        );
      let bytes: Buffer;
      try {
        bytes = await readCheckedResume(resumes, application);
      } catch (error) {
        // a file that cannot be served is still an attempt to read it
        await recordDownload('failure');
        throw error;
      }
      await recordDownload('success');
      return sendPrivateFile(reply, {
        bytes,
        contentType: RESUME_CONTENT_TYPES[application.resumeType],
        disposition: 'attachment',
        filename: buildResumeFilename(application),
      });
    },
  );
};
