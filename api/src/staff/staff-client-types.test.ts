import type { Static } from '@sinclair/typebox';
import type { AuditEvent, AuditPage, StaffMe, StaffTotpEnrolment, StaffUser } from '@chalein/shared/api/staff-types';
import { STAFF_ROLE_NAMES, type StaffRoleName } from '@chalein/shared/api/staff-types';
import { STAFF_ROLES, type StaffRole } from './staff-permissions';
import type { auditEventSchema, auditPageSchema, signedInSchema, staffUserSchema, totpEnrolmentSchema } from './staff-schemas';

// The console's types (@chalein/shared/api/staff-types) must say what the server's schemas answer. These
// assignments fail `npm run typecheck` when one side gains, loses or changes a field the other does not.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const answersMatch: [
  Same<StaffMe, Static<typeof signedInSchema>>,
  Same<StaffUser, Static<typeof staffUserSchema>>,
  Same<StaffTotpEnrolment, Static<typeof totpEnrolmentSchema>>,
  Same<AuditEvent, Static<typeof auditEventSchema>>,
  Same<AuditPage, Static<typeof auditPageSchema>>,
  Same<StaffRoleName, StaffRole>,
] = [true, true, true, true, true, true];

test("the console's role list is the server's, in the same order", () => {
  expect(answersMatch.every(Boolean)).toBe(true);
  expect([...STAFF_ROLE_NAMES]).toEqual([...STAFF_ROLES]);
});
