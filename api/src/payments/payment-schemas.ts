import { Type } from '@sinclair/typebox';
import { buildStringEnum } from '@chalein/shared/api/schemas/common';
import { buildObjectSchema, buildTextField } from '@chalein/shared/api/schemas/fields';
import { orderIdField } from '@chalein/shared/api/schemas/passes';

// Schemas of the sandbox checkout's own call, which only our sandbox script makes (so they are not in
// @chalein/shared). The pass purchase calls' schemas are shared: @chalein/shared/api/schemas/passes.

export const sandboxPayParamsSchema = buildObjectSchema({ orderId: orderIdField });

export const sandboxPayBodySchema = buildObjectSchema({
  key: buildTextField('Key', { maxLength: 64 }),
  amount: Type.Integer({ title: 'Amount', minimum: 1, maximum: 100_000_000 }),
  currency: buildTextField('Currency', { maxLength: 3 }),
  outcome: buildStringEnum(['success', 'failure'], { title: 'Outcome' }),
});

/** what the sandbox checkout hands its page, like Razorpay's handler: free-form, so every field passes through */
export const sandboxPaymentSchema = Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });
