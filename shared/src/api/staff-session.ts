import { readStaff, rememberStaffCsrfToken, writeStaff } from '@chalein/shared/api/staff-client';
import type { StaffMe, StaffTotpEnrolment } from '@chalein/shared/api/staff-types';

// Setting up a staff account, signing in (password, then a code) and out, and who is signed in.

/** The setup's first step: the link's token and a chosen password; answers a new TOTP secret to enrol. */
export function startStaffSetup(token: string, password: string): Promise<StaffTotpEnrolment> {
  return writeStaff<StaffTotpEnrolment>('POST', '/setup', { token, password });
}

/** The setup's last step: the same token and password, the enrolled secret and the app's first code. */
export function completeStaffSetup(body: { token: string; password: string; secret: string; code: string }): Promise<{ email: string }> {
  return writeStaff<{ email: string }>('POST', '/setup', body);
}

/** Sign-in's first step: email and password. The code step follows. */
export async function signInStaff(email: string, password: string): Promise<void> {
  await writeStaff<{ next: 'code' }>('POST', '/sign-in', { email, password });
}

/** Sign-in's second step: the authenticator's code. Answers the signed-in person and keeps their CSRF token. */
export async function submitStaffCode(code: string): Promise<StaffMe> {
  const me = await writeStaff<StaffMe>('POST', '/sign-in/code', { code });
  rememberStaffCsrfToken(me.csrfToken);
  return me;
}

/** Who is signed in in this browser (401 when nobody); keeps their CSRF token for the writes that follow. */
export async function getStaffMe(): Promise<StaffMe> {
  const me = await readStaff<StaffMe>('/me');
  rememberStaffCsrfToken(me.csrfToken);
  return me;
}

/** Ends the session on the server; the token is forgotten whatever the answer. */
export async function signOutStaff(): Promise<void> {
  try {
    await writeStaff<null>('POST', '/sign-out');
  } finally {
    rememberStaffCsrfToken(null);
  }
}
