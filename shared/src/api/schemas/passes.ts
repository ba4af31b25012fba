import { Type } from '@sinclair/typebox';
import { buildStringEnum, nullableNumberSchema } from './common';
import { buildIdField, buildObjectSchema } from './fields';

// Schemas of the pass pages' calls: the catalog (the one source of prices) and a pass's availability.

export const passAudienceSchema = buildStringEnum(['customer', 'driver']);
export const passGroupSchema = buildStringEnum(['limited', 'customer', 'driver']);

/** One pass of the server's catalog (GET /api/passes). */
export const passCatalogEntrySchema = Type.Object({
  iPassId: Type.Integer(),
  /** route path without the slash, e.g. 'daylight_pass' */
  slug: Type.String(),
  name: Type.String(),
  audience: passAudienceSchema,
  group: passGroupSchema,
  /** rupees */
  price: Type.Number(),
  /** struck-through rupees, or null */
  listPrice: nullableNumberSchema,
  /** e.g. 'per day', 'for 3 months' */
  periodLabel: Type.String(),
  summary: Type.String(),
  eligibility: Type.String(),
  benefits: Type.Array(Type.String()),
  howToAvail: Type.Array(Type.String()),
  terms: Type.Array(Type.String()),
  /** file name under the pass upload folder */
  image: Type.String(),
});

export const passDetailRequestSchema = buildObjectSchema({ passid: buildIdField('Pass id') });

export const passDetailSchema = Type.Object({
  iPassId: Type.Integer(),
  /** 1 means the pass can be bought now */
  iStatus: Type.Integer(),
});
