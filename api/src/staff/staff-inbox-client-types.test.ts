import type { Static } from '@sinclair/typebox';
import {
  JOB_APPLICATION_STATUSES,
  STAFF_MESSAGE_KIND_ROLES,
  STAFF_MESSAGE_KINDS,
  STAFF_MESSAGE_STATUSES,
  type JobApplicationDetail,
  type JobApplicationPage,
  type JobApplicationQuery,
  type NewsletterSubscriberPage,
  type NewsletterSubscriberQuery,
  type StaffMessageFilter,
  type StaffMessageNote,
  type StaffMessagePage,
  type StaffMessageQuery,
  type StaffMessageResult,
} from '@chalein/shared/api/staff-inbox-types';
import { APPLICATION_STATUSES } from '../careers/application-inbox-repository';
import type {
  applicationExportQuerySchema,
  applicationListQuerySchema,
  applicationPageSchema,
  applicationResultSchema,
} from '../careers/application-inbox-schemas';
import { MESSAGE_KIND_ROLES, MESSAGE_KINDS, MESSAGE_STATUSES } from '../enquiries/message-kinds';
import type {
  messageExportQuerySchema,
  messageListQuerySchema,
  messageNoteResultSchema,
  messagePageSchema,
  messageResultSchema,
  newsletterListQuerySchema,
  subscriberPageSchema,
} from '../enquiries/staff-inbox-schemas';

// The console's types of the inboxes (@chalein/shared/api/staff-inbox-types) must say what the server's schemas take
// and answer. These assignments fail `npm run typecheck` when one side gains, loses or changes a field.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const shapesMatch: [
  Same<StaffMessageQuery, Static<typeof messageListQuerySchema>>,
  Same<StaffMessageFilter, Static<typeof messageExportQuerySchema>>,
  Same<StaffMessagePage, Static<typeof messagePageSchema>>,
  Same<StaffMessageResult, Static<typeof messageResultSchema>>,
  Same<{ note: StaffMessageNote }, Static<typeof messageNoteResultSchema>>,
  Same<NewsletterSubscriberQuery, Static<typeof newsletterListQuerySchema>>,
  Same<NewsletterSubscriberPage, Static<typeof subscriberPageSchema>>,
  Same<JobApplicationQuery, Static<typeof applicationListQuerySchema>>,
  Same<Omit<JobApplicationQuery, 'cursor' | 'limit'>, Static<typeof applicationExportQuerySchema>>,
  Same<JobApplicationPage, Static<typeof applicationPageSchema>>,
  Same<{ application: JobApplicationDetail }, Static<typeof applicationResultSchema>>,
] = [true, true, true, true, true, true, true, true, true, true, true];

test('the console types match the inbox schemas', () => {
  expect(shapesMatch.every(Boolean)).toBe(true);
});

test("the console's kinds, statuses and who handles each kind are the server's", () => {
  expect([...STAFF_MESSAGE_KINDS]).toEqual([...MESSAGE_KINDS]);
  expect([...STAFF_MESSAGE_STATUSES]).toEqual([...MESSAGE_STATUSES]);
  expect([...JOB_APPLICATION_STATUSES]).toEqual([...APPLICATION_STATUSES]);
  expect(STAFF_MESSAGE_KIND_ROLES).toEqual(MESSAGE_KIND_ROLES);
});
