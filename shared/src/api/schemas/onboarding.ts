import { Type } from '@sinclair/typebox';
import { driverMessages } from '@chalein/shared/lib/validation/driver-registration';
import { buildObjectSchema, buildPhoneField } from './fields';

// Schemas of the driver registration's JSON calls (the registration itself is a multipart form, read by the
// upload code).

// `stateName` and `cityName` are the English names the registration form sends and the review stores; `stateLabel`
// and `cityLabel` name the same places in the request's language (Accept-Language) for the form to show, and are
// left out where they would repeat the English name (an English answer carries no second copy of every name).
export const stateSchema = Type.Object({ stateId: Type.Integer(), stateName: Type.String(), stateLabel: Type.Optional(Type.String()) });

export const citySchema = Type.Object({
  cityId: Type.Integer(),
  cityName: Type.String(),
  cityLabel: Type.Optional(Type.String()),
  stateMasterStateId: Type.Integer(),
});

export const stateCityMappingSchema = Type.Object({ states: Type.Array(stateSchema), cities: Type.Array(citySchema) });

/** POST new-registration/mobile/validate: the blur pre-check of the contact number */
export const mobileValidationRequestSchema = buildObjectSchema({
  contactNumber: buildPhoneField('Contact number', {
    required: driverMessages.contactNumberRequired,
    invalid: driverMessages.contactNumberInvalid,
  }),
});
