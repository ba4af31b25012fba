import { Type, type SchemaOptions, type TSchema } from '@sinclair/typebox';

// The building blocks every area's schemas share: the answer envelope and the few shapes TypeBox spells
// differently from the JSON schema we want on the wire (docs/decisions/0017-api-schemas.md).

/** `{ field: message }`, on a 4xx for bad input. additionalProperties (not TypeBox's Record) keeps the schema plain. */
export const fieldErrorsSchema = Type.Unsafe<Record<string, string>>({
  type: 'object',
  additionalProperties: { type: 'string' },
});

/** The answer to a call that failed: `{ success, message?, errors? }` (docs/decisions/0001-api-contract.md). */
export const errorEnvelopeSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.Optional(Type.String()),
  errors: Type.Optional(fieldErrorsSchema),
});

const successEnvelopeProperties = { success: Type.Boolean(), message: Type.Optional(Type.String()) };

/** The answer to a call that succeeded: `{ success, message?, data? }`, with no `data` when a call has none. */
export function buildEnvelopeSchema<T extends TSchema>(dataSchema?: T) {
  return dataSchema === undefined
    ? Type.Object(successEnvelopeProperties)
    : Type.Object({ ...successEnvelopeProperties, data: Type.Optional(dataSchema) });
}

/**
 * One of a few strings, as `{ type: 'string', enum: [...] }`: TypeBox's literal unions become `anyOf` lists, which
 * would change the field messages ('must be one of: ...') and slow the serializer.
 */
export function buildStringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: values });
}

/** text or null, as `{ type: ['string', 'null'] }` (the serializer's fast path, unlike an `anyOf`) */
export const nullableTextSchema = Type.Unsafe<string | null>({ type: ['string', 'null'] });

/** a number or null, as `{ type: ['number', 'null'] }` */
export const nullableNumberSchema = Type.Unsafe<number | null>({ type: ['number', 'null'] });

/** What a stored submission answers: the reference number shown in the confirmation. */
export const submissionReceiptSchema = Type.Object({ reference: Type.String() });
