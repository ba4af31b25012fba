// What the staff console's calls send and answer, as the browser sees them. The server's TypeBox schemas of these
// calls live with the staff feature (api/src/staff/staff-schemas.ts: only the console makes them);
// api/src/staff/staff-client-types.test.ts fails to compile when the two drift apart.

export const STAFF_ROLE_NAMES = ['admin', 'support', 'investor-relations', 'recruiter', 'driver-ops', 'finance'] as const;

export type StaffRoleName = (typeof STAFF_ROLE_NAMES)[number];

/** The signed-in person, with the token every write of theirs sends back as `x-csrf-token`. */
export interface StaffMe {
  id: number;
  email: string;
  name: string;
  roles: StaffRoleName[];
  csrfToken: string;
}

/** The setup's first step: a new secret for the authenticator app (stored only once a code from it proves it). */
export interface StaffTotpEnrolment {
  otpauthUri: string;
  secret: string;
}

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  roles: StaffRoleName[];
  disabled: boolean;
  /** a password and TOTP are set: the person can sign in */
  isSetUp: boolean;
  createdAt: string;
}

export interface StaffUserInvite {
  email: string;
  name: string;
  roles: StaffRoleName[];
}

export interface StaffUserChange {
  roles?: StaffRoleName[];
  disabled?: boolean;
}

export interface AuditEvent {
  id: number;
  occurredAt: string;
  actorId: number | null;
  actorRoles: string[];
  action: string;
  target: string | null;
  outcome: string;
  address: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
}

/** The trail's filters, as GET /api/staff/audit takes them: `before` is the keyset cursor (an event id). */
export interface AuditQuery {
  person?: number;
  action?: string;
  target?: string;
  /** a date (2026-11-26) or an instant */
  from?: string;
  to?: string;
  before?: number;
  limit?: number;
}

/** A page of the trail, newest first; `nextBefore` asks for the next page (null: this is the last). */
export interface AuditPage {
  events: AuditEvent[];
  nextBefore: number | null;
}
