// Who may do what in the staff console (docs/decisions/0039-staff-sessions-and-roles.md). This table is the only
// place a permission is granted: every staff route names its action in its config (STAFF_ACTION), and the guard in
// staff-guard.ts refuses a route under /api/staff whose action is missing here.

export const STAFF_ROLES = ['admin', 'support', 'investor-relations', 'recruiter', 'driver-ops', 'finance'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * 'anyone': no session needed (the steps that lead to one); 'signed-in': any signed-in person, whatever their
 * roles; a list: signed-in people holding one of those roles.
 */
export type StaffAccess = 'anyone' | 'signed-in' | readonly StaffRole[];

export const STAFF_PERMISSIONS = {
  'staff.setup': 'anyone',
  'staff.sign-in': 'anyone',
  'staff.sign-in-code': 'anyone',
  'staff.sign-out': 'signed-in',
  'staff.me': 'signed-in',
  'staff.users.list': ['admin'],
  'staff.users.invite': ['admin'],
  'staff.users.update': ['admin'],
  'staff.users.reset': ['admin'],
  'staff.users.end-sessions': ['admin'],
  'staff.audit.list': ['admin'],
  // messages: contact messages, investor enquiries and support tickets (enquiries/staff-message-routes.ts). Each of
  // these roles reaches the inbox; which kinds of message each sees is MESSAGE_KIND_ROLES's (enquiries/message-kinds.ts)
  'staff.messages.list': ['admin', 'support', 'investor-relations'],
  'staff.messages.read': ['admin', 'support', 'investor-relations'],
  'staff.messages.update': ['admin', 'support', 'investor-relations'],
  'staff.messages.note': ['admin', 'support', 'investor-relations'],
  'staff.messages.export': ['admin', 'support', 'investor-relations'],
  // newsletter subscribers (enquiries/staff-newsletter-routes.ts)
  'staff.newsletter.list': ['admin', 'support'],
  'staff.newsletter.unsubscribe': ['admin', 'support'],
  'staff.newsletter.export': ['admin', 'support'],
  // driver registrations (onboarding/driver-review-routes.ts): the queue and a registration's detail, the four
  // encrypted values in the clear, a document's bytes, and the decisions
  'staff.drivers.list': ['admin', 'driver-ops'],
  'staff.drivers.reveal': ['admin', 'driver-ops'],
  'staff.drivers.documents': ['admin', 'driver-ops'],
  'staff.drivers.review': ['admin', 'driver-ops'],
  // job applications (careers/application-inbox-routes.ts): the inbox and one application, its status, its resume,
  // and the CSV export of a filtered list
  'staff.applications.list': ['admin', 'recruiter'],
  'staff.applications.update': ['admin', 'recruiter'],
  'staff.applications.resume': ['admin', 'recruiter'],
  'staff.applications.export': ['admin', 'recruiter'],
  // pass orders (payments/staff-order-routes.ts): admins read them, but only finance moves money (a refund), so
  // that a stolen admin session cannot send a rider's payment anywhere and refunds stay with the people who answer
  // for them
  'staff.orders.list': ['admin', 'finance'],
  'staff.orders.read': ['admin', 'finance'],
  'staff.orders.export': ['admin', 'finance'],
  'staff.orders.refund': ['finance'],
  // the outbox of notifications (outbox/staff-outbox-routes.ts): its messages hold visitors' addresses and numbers
  // and sending one again reaches a visitor, so admins only
  'staff.outbox.read': ['admin'],
  'staff.outbox.retry': ['admin'],
} as const satisfies Record<string, StaffAccess>;

export type StaffAction = keyof typeof STAFF_PERMISSIONS;

/** The route config key a staff route names its action under. */
export const STAFF_ACTION = 'staffAction';

export function isStaffAction(value: unknown): value is StaffAction {
  return typeof value === 'string' && Object.hasOwn(STAFF_PERMISSIONS, value);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a signed-in person with `roles` may do `action`. */
export function isActionAllowed(action: StaffAction, roles: readonly StaffRole[]): boolean {
  const access: StaffAccess = STAFF_PERMISSIONS[action];
  if (access === 'anyone' || access === 'signed-in') return true;
  return roles.some((role) => access.includes(role));
}
