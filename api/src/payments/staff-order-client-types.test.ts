import type { Static } from '@sinclair/typebox';
import {
  STAFF_ORDER_STATUSES,
  type RefundReason,
  type StaffOrderDetail,
  type StaffOrderPage,
  type StartedRefund,
} from '@chalein/shared/api/staff-orders';
import {
  ORDER_STATUSES,
  type orderDetailSchema,
  type orderPageSchema,
  type refundReasonListSchema,
  type refundStartedSchema,
} from './staff-order-schemas';

// The console's order types (@chalein/shared/api/staff-orders) must say what the server's schemas answer: these
// assignments fail `npx tsc -b` when one side gains, loses or changes a field the other does not.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const answersMatch: [
  Same<StaffOrderPage, Static<typeof orderPageSchema>>,
  Same<StaffOrderDetail, Static<typeof orderDetailSchema>>,
  Same<{ refund: StartedRefund }, Static<typeof refundStartedSchema>>,
  Same<{ reasons: RefundReason[] }, Static<typeof refundReasonListSchema>>,
] = [true, true, true, true];

test("the console's order statuses are the server's, in order", () => {
  expect(answersMatch.every(Boolean)).toBe(true);
  expect([...STAFF_ORDER_STATUSES]).toEqual([...ORDER_STATUSES]);
});
