import { Type } from '@sinclair/typebox';
import { buildStringEnum, nullableNumberSchema, nullableTextSchema } from '@chalein/shared/api/schemas/common';
import { MAX_PASSWORD_LENGTH } from './staff-credentials';
import { STAFF_ROLES } from './staff-permissions';

// Schemas of the staff console's calls: what each accepts, and every field each answers. Only the console makes
// these calls, so they live here rather than in @chalein/shared, like the deploy registry's. An answer's schema
// also decides what leaves the server (the serializer drops any field it does not list), so no password hash or
// stored TOTP secret is in one: the only secret sent is a new one, once, while the person enrols it.

// ---- requests

/** a password as typed: its rules are checked by the route, this only bounds its size (four bytes a character) */
const passwordField = Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH * 4 });
const codeField = Type.String({ minLength: 1, maxLength: 16 });

export const setupBodySchema = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 128 }),
    password: passwordField,
    // sent back with the first code, after the person added it to their authenticator app
    secret: Type.Optional(Type.String({ pattern: '^[A-Z2-7]{16,128}$' })),
    code: Type.Optional(codeField),
  },
  { additionalProperties: false },
);

export const signInBodySchema = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }), password: passwordField },
  { additionalProperties: false },
);

export const codeBodySchema = Type.Object({ code: codeField }, { additionalProperties: false });

const roleListSchema = Type.Array(Type.Union(STAFF_ROLES.map((role) => Type.Literal(role))), {
  minItems: 1,
  maxItems: STAFF_ROLES.length,
  uniqueItems: true,
});

export const inviteBodySchema = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
    name: Type.String({ minLength: 1, maxLength: 120 }),
    roles: roleListSchema,
  },
  { additionalProperties: false },
);

export const updateBodySchema = Type.Object(
  { roles: Type.Optional(roleListSchema), disabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);

export const userParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** a date (2026-11-26) or an instant (2026-11-26T09:30:00Z, or with an offset) */
const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$';

export const auditQuerySchema = Type.Object(
  {
    person: Type.Optional(Type.Integer({ minimum: 1 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    target: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    from: Type.Optional(Type.String({ pattern: ISO_INSTANT })),
    to: Type.Optional(Type.String({ pattern: ISO_INSTANT })),
    before: Type.Optional(Type.Integer({ minimum: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);

// ---- answers

const roleSchema = buildStringEnum(STAFF_ROLES);

/** The first step's answer: a new secret for the authenticator app, stored only once a code from it proves it. */
export const totpEnrolmentSchema = Type.Object({ otpauthUri: Type.String(), secret: Type.String() });

/** The last step's answer: the account is ready. */
export const setupDoneSchema = Type.Object({ email: Type.String() });

export const setupResultSchema = Type.Union([totpEnrolmentSchema, setupDoneSchema]);

export const signInStepSchema = Type.Object({ next: buildStringEnum(['code']) });

/** The signed-in person, with the token the console's writes send back. */
export const signedInSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  roles: Type.Array(roleSchema),
  csrfToken: Type.String(),
});

/** Signing out answers `data: null`. */
export const signedOutSchema = Type.Null();

export const staffUserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  roles: Type.Array(roleSchema),
  disabled: Type.Boolean(),
  /** a password and TOTP are set: the person can sign in */
  isSetUp: Type.Boolean(),
  createdAt: Type.String(),
});

export const staffUserListSchema = Type.Object({ users: Type.Array(staffUserSchema) });
export const staffUserResultSchema = Type.Object({ user: staffUserSchema });
export const invitedUserSchema = Type.Object({ user: staffUserSchema, setupLink: Type.String() });
export const userResetSchema = Type.Object({ setupLink: Type.String(), sessionsEnded: Type.Integer() });
export const sessionsEndedSchema = Type.Object({ sessionsEnded: Type.Integer() });

export const auditEventSchema = Type.Object({
  id: Type.Integer(),
  occurredAt: Type.String(),
  actorId: nullableNumberSchema,
  actorRoles: Type.Array(Type.String()),
  action: Type.String(),
  target: nullableTextSchema,
  outcome: Type.String(),
  address: nullableTextSchema,
  userAgent: nullableTextSchema,
  /** ids, counts, role names and reason codes, as each action records them */
  details: Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true }),
});

/** A page of the trail, newest first; `nextBefore` asks for the page after it (null: this is the last). */
export const auditPageSchema = Type.Object({ events: Type.Array(auditEventSchema), nextBefore: nullableNumberSchema });
