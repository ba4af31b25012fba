import type { AuditEvent, StaffMe, StaffUser } from '@chalein/shared/api/staff-types';

// The staff API's answers as the console's page tests use them.

export const adminMe: StaffMe = { id: 1, email: 'asha@chalein.in', name: 'Asha Rao', roles: ['admin'], csrfToken: 'csrf-1' };

export const supportMe: StaffMe = { id: 2, email: 'ravi@chalein.in', name: 'Ravi Kumar', roles: ['support'], csrfToken: 'csrf-2' };

export const staffUsers: StaffUser[] = [
  {
    id: 1,
    email: 'asha@chalein.in',
    name: 'Asha Rao',
    roles: ['admin'],
    disabled: false,
    isSetUp: true,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  {
    id: 2,
    email: 'ravi@chalein.in',
    name: 'Ravi Kumar',
    roles: ['support'],
    disabled: false,
    isSetUp: true,
    createdAt: '2026-11-21T09:00:00.000Z',
  },
  {
    id: 3,
    email: 'meera@chalein.in',
    name: 'Meera Iyer',
    roles: ['finance'],
    disabled: true,
    isSetUp: false,
    createdAt: '2026-11-22T09:00:00.000Z',
  },
];

export function buildAuditEvent(id: number, change: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id,
    occurredAt: '2026-11-26T08:30:00.000Z',
    actorId: 1,
    actorRoles: ['admin'],
    action: 'staff.sign-in',
    target: 'staff_user:1',
    outcome: 'success',
    address: '127.0.0.1',
    userAgent: 'Chromium',
    details: {},
    ...change,
  };
}
