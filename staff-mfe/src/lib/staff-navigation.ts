import type { StaffRoleName } from '@chalein/shared/api/staff-types';

/**
 * The console's navigation: one line per page that exists, with the roles that may open it (the server checks them
 * again on every call; this only keeps people from links they cannot use). A later console page adds its line here
 * and its route in shared/src/lib/routes.ts.
 */
export interface StaffNavItem {
  path: string;
  label: string;
  roles: readonly StaffRoleName[];
}

export const STAFF_NAVIGATION: readonly StaffNavItem[] = [
  { path: '/staff/accounts', label: 'Accounts', roles: ['admin'] },
  { path: '/staff/audit', label: 'Audit', roles: ['admin'] },
  { path: '/staff/drivers', label: 'Drivers', roles: ['driver-ops', 'admin'] },
  { path: '/staff/orders', label: 'Orders', roles: ['finance', 'admin'] },
  { path: '/staff/messages', label: 'Messages', roles: ['support', 'investor-relations', 'admin'] },
  { path: '/staff/newsletter', label: 'Newsletter', roles: ['support', 'admin'] },
  { path: '/staff/applications', label: 'Applications', roles: ['recruiter', 'admin'] },
  { path: '/staff/outbox', label: 'Outbox', roles: ['admin'] },
];

/** The items a person with `roles` may open. */
export function listAllowedNavigation(roles: readonly StaffRoleName[]): StaffNavItem[] {
  return STAFF_NAVIGATION.filter((item) => item.roles.some((role) => roles.includes(role)));
}
