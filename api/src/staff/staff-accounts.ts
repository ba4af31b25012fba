import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StaffRole } from './staff-permissions';
import type { StaffSession } from './staff-sessions';
import type { StaffSettings } from './staff-settings';
import { formatUserTarget, type AuditEventInput, type StaffStore, type StaffUser } from './staff-store';

// Inviting and resetting a person: the same steps from the console and from the command line, each change and its
// audit event in one transaction.

/** Who does it and from where, as the audit trail records it. */
export type AuditActor = Pick<AuditEventInput, 'actorId' | 'actorRoles' | 'address' | 'userAgent'>;

/** The request's side of an audit event: the signed-in person, if any, their address and browser. */
export function describeAuditActor(request: FastifyRequest, session: StaffSession | null): AuditActor {
  const userAgent = request.headers['user-agent'];
  return {
    actorId: session?.user.id ?? null,
    actorRoles: session?.user.roles ?? [],
    address: request.ip,
    userAgent: userAgent === undefined ? null : userAgent.slice(0, 256),
  };
}

/** The page a setup link opens; the token is in the fragment, which browsers never send to a server or in a Referer. */
export function buildSetupLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/staff/setup#token=${token}`;
}

export async function inviteStaffUser(
  store: StaffStore,
  settings: StaffSettings,
  input: { email: string; name: string; roles: readonly StaffRole[]; actor: AuditActor; now: number },
): Promise<{ user: StaffUser; token: string }> {
  return store.db.transaction().execute(async (trx: Kysely<Database>) => {
    const id = await store.createUser(trx, { email: input.email, name: input.name, roles: input.roles, now: input.now });
    const token = await store.createSetupToken(trx, id, input.now, settings.setupLinkMs);
    const user = await store.findUserById(trx, id);
    if (!user) throw new Error(`staff user ${id} vanished in its own transaction`);
    await store.recordAuditEvent(
      trx,
      { ...input.actor, action: 'staff.users.invite', target: formatUserTarget(id), outcome: 'success', details: { roles: user.roles } },
      input.now,
    );
    return { user, token };
  });
}

/** Forgets the person's password and TOTP, ends their sessions and gives a new setup link (the old ones stop working). */
export async function resetStaffUser(
  store: StaffStore,
  settings: StaffSettings,
  input: { userId: number; actor: AuditActor; now: number },
): Promise<{ token: string; sessionsEnded: number }> {
  return store.db.transaction().execute(async (trx: Kysely<Database>) => {
    await store.clearCredentials(trx, input.userId, input.now);
    const sessionsEnded = await store.deleteUserSessions(trx, input.userId);
    const token = await store.createSetupToken(trx, input.userId, input.now, settings.setupLinkMs);
    await store.recordAuditEvent(
      trx,
      {
        ...input.actor,
        action: 'staff.users.reset',
        target: formatUserTarget(input.userId),
        outcome: 'success',
        details: { sessionsEnded },
      },
      input.now,
    );
    return { token, sessionsEnded };
  });
}
