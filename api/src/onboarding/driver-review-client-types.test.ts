import type { Static } from '@sinclair/typebox';
import {
  DOCUMENT_REVIEW_STATES as CLIENT_DOCUMENT_STATES,
  DRIVER_REVIEW_STATUSES as CLIENT_STATUSES,
  REVEALABLE_DRIVER_FIELDS,
  type DriverQueuePage,
  type DriverRegistrationDetail,
  type RevealedDriverDetails,
} from '@chalein/shared/api/staff-drivers';
import { DOCUMENT_REVIEW_STATES, DRIVER_REVIEW_STATUSES, REVEALABLE_FIELDS } from './driver-review-rules';
import type { queuePageSchema, registrationDetailSchema, revealedSchema } from './driver-review-schemas';

// The console's driver review types (@chalein/shared/api/staff-drivers) must say what the server's schemas answer:
// these assignments fail `npx tsc -b` when one side gains, loses or changes a field the other does not.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const answersMatch: [
  Same<DriverQueuePage, Static<typeof queuePageSchema>>,
  Same<DriverRegistrationDetail, Static<typeof registrationDetailSchema>>,
  Same<RevealedDriverDetails, Static<typeof revealedSchema>>,
] = [true, true, true];

test("the console's statuses, document states and revealable fields are the server's, in order", () => {
  expect(answersMatch.every(Boolean)).toBe(true);
  expect([...CLIENT_STATUSES]).toEqual([...DRIVER_REVIEW_STATUSES]);
  expect([...CLIENT_DOCUMENT_STATES]).toEqual([...DOCUMENT_REVIEW_STATES]);
  expect([...REVEALABLE_DRIVER_FIELDS]).toEqual([...REVEALABLE_FIELDS]);
});
