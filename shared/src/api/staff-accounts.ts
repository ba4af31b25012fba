import { readStaff, writeStaff } from '@chalein/shared/api/staff-client';
import type { StaffUser, StaffUserChange, StaffUserInvite } from '@chalein/shared/api/staff-types';

// What admins do with staff accounts (each call is refused with 403 to anyone else).

export async function listStaffUsers(): Promise<StaffUser[]> {
  return (await readStaff<{ users: StaffUser[] }>('/users')).users;
}

/** Makes an account; its one-time setup link is in this answer only. */
export function inviteStaffUser(invite: StaffUserInvite): Promise<{ user: StaffUser; setupLink: string }> {
  return writeStaff<{ user: StaffUser; setupLink: string }>('POST', '/users', invite);
}

/** Changes roles or disables/enables; either ends the person's sessions. */
export async function updateStaffUser(id: number, change: StaffUserChange): Promise<StaffUser> {
  return (await writeStaff<{ user: StaffUser }>('PATCH', `/users/${id}`, change)).user;
}

/** Forgets the password and TOTP, ends the sessions; answers a new setup link. */
export function resetStaffUser(id: number): Promise<{ setupLink: string; sessionsEnded: number }> {
  return writeStaff<{ setupLink: string; sessionsEnded: number }>('POST', `/users/${id}/reset`);
}

export async function endStaffSessions(id: number): Promise<number> {
  return (await writeStaff<{ sessionsEnded: number }>('POST', `/users/${id}/end-sessions`)).sessionsEnded;
}
