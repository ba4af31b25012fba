import type { Kysely, Selectable } from 'kysely';
import type { AuditEventsTable, Database, StaffUsersTable } from '../db/schema';
import { readUniqueViolation } from '../db/portable-sql';
import type { FieldCipher } from '../security/field-cipher';
import { createRandomToken, hashToken } from './staff-credentials';
import { isStaffRole, type StaffRole } from './staff-permissions';

// Every read and write of the staff tables. Functions that change something take the transaction they are part of,
// so the audit event of a change commits or rolls back with it.

/** The TOTP secret is encrypted under this context: a value copied into another column does not decrypt there. */
const TOTP_SECRET_CONTEXT = 'staff_users.totp_secret';

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  disabled: boolean;
  /** a password and TOTP are set: the person can sign in */
  isSetUp: boolean;
  createdAt: string;
}

export interface StaffCredentials {
  passwordHash: string | null;
  totpSecret: string | null;
  totpLastStep: number | null;
}

export interface AuditEventInput {
  actorId: number | null;
  actorRoles: readonly StaffRole[];
  action: string;
  target: string | null;
  outcome: 'success' | 'failure' | 'denied';
  address: string | null;
  userAgent: string | null;
  /** ids, counts, role names and reason codes only: never a personal value or a secret */
  details?: Record<string, string | number | boolean | readonly string[] | null>;
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

export interface AuditFilter {
  actorId?: number;
  action?: string;
  target?: string;
  /** ISO 8601, inclusive */
  from?: string;
  /** ISO 8601, exclusive */
  to?: string;
  /** keyset paging: events with a smaller id than this */
  before?: number;
  limit: number;
}

export class DuplicateStaffEmailError extends Error {
  constructor() {
    super('A staff account with this email address exists already.');
    this.name = 'DuplicateStaffEmailError';
  }
}

export function normaliseStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function formatUserTarget(userId: number): string {
  return `staff_user:${userId}`;
}

function parseRoles(stored: string): StaffRole[] {
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter(isStaffRole) : [];
}

function parseDetails(stored: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(stored);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

function mapUser(row: Selectable<StaffUsersTable>): StaffUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: parseRoles(row.roles),
    disabled: row.disabled === 1,
    isSetUp: row.password_hash !== null && row.totp_secret !== null,
    createdAt: row.created_at,
  };
}

function mapAuditEvent(row: Selectable<AuditEventsTable>): AuditEvent {
  return {
    id: row.id,
    occurredAt: row.occurred_at,
    actorId: row.actor_id,
    actorRoles: parseRoles(row.actor_roles),
    action: row.action,
    target: row.target,
    outcome: row.outcome,
    address: row.address,
    userAgent: row.user_agent,
    details: parseDetails(row.details),
  };
}

/** Roles in the table's order, each once, so a change of order alone is no change. */
export function sortRoles(roles: readonly StaffRole[]): StaffRole[] {
  return [...new Set(roles)].sort();
}

export function createStaffStore(db: Kysely<Database>, cipher: FieldCipher) {
  const toIso = (ms: number) => new Date(ms).toISOString();

  return {
    db,

    async findUserById(executor: Kysely<Database>, id: number): Promise<StaffUser | undefined> {
      const row = await executor.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
      return row && mapUser(row);
    },

    async findUserByEmail(executor: Kysely<Database>, email: string): Promise<StaffUser | undefined> {
      const row = await executor.selectFrom('staff_users').selectAll().where('email', '=', normaliseStaffEmail(email)).executeTakeFirst();
      return row && mapUser(row);
    },

    async listUsers(executor: Kysely<Database>): Promise<StaffUser[]> {
      const rows = await executor.selectFrom('staff_users').selectAll().orderBy('id').execute();
      return rows.map(mapUser);
    },

    async readCredentials(executor: Kysely<Database>, userId: number): Promise<StaffCredentials | undefined> {
      const row = await executor
        .selectFrom('staff_users')
        .select(['password_hash', 'totp_secret', 'totp_last_step'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        passwordHash: row.password_hash,
        totpSecret: row.totp_secret === null ? null : cipher.decrypt(row.totp_secret, TOTP_SECRET_CONTEXT),
        totpLastStep: row.totp_last_step,
      };
    },

    async createUser(
      trx: Kysely<Database>,
      input: { email: string; name: string; roles: readonly StaffRole[]; now: number },
    ): Promise<number> {
      try {
        const row = await trx
          .insertInto('staff_users')
          .values({
            email: normaliseStaffEmail(input.email),
            name: input.name.trim(),
            roles: JSON.stringify(sortRoles(input.roles)),
            password_hash: null,
            totp_secret: null,
            totp_last_step: null,
            disabled: 0,
            created_at: toIso(input.now),
            updated_at: toIso(input.now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (error) {
        if (readUniqueViolation(error)?.table === 'staff_users') throw new DuplicateStaffEmailError();
        throw error;
      }
    },

    async updateUser(
      trx: Kysely<Database>,
      userId: number,
      change: { roles?: readonly StaffRole[]; disabled?: boolean; now: number },
    ): Promise<void> {
      await trx
        .updateTable('staff_users')
        .set({
          ...(change.roles === undefined ? {} : { roles: JSON.stringify(sortRoles(change.roles)) }),
          ...(change.disabled === undefined ? {} : { disabled: change.disabled ? 1 : 0 }),
          updated_at: toIso(change.now),
        })
        .where('id', '=', userId)
        .execute();
    },

    /** Forgets the password and TOTP: the person can sign in again only through a new setup link. */
    async clearCredentials(trx: Kysely<Database>, userId: number, now: number): Promise<void> {
      await trx
        .updateTable('staff_users')
        .set({ password_hash: null, totp_secret: null, totp_last_step: null, updated_at: toIso(now) })
        .where('id', '=', userId)
        .execute();
    },

    async saveCredentials(
      trx: Kysely<Database>,
      userId: number,
      input: { passwordHash: string; totpSecret: string; totpStep: number; now: number },
    ) {
      await trx
        .updateTable('staff_users')
        .set({
          password_hash: input.passwordHash,
          totp_secret: cipher.encrypt(input.totpSecret, TOTP_SECRET_CONTEXT),
          totp_last_step: input.totpStep,
          updated_at: toIso(input.now),
        })
        .where('id', '=', userId)
        .execute();
    },

    /**
     * Records that a TOTP step was used, unless a later or equal one was recorded meanwhile (two requests with one
     * code at once): true when this call won, so the code counts once.
     */
    async claimTotpStep(trx: Kysely<Database>, userId: number, step: number): Promise<boolean> {
      const result = await trx
        .updateTable('staff_users')
        .set({ totp_last_step: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A new setup link's token; the links given before it stop working. */
    async createSetupToken(trx: Kysely<Database>, userId: number, now: number, lifetimeMs: number): Promise<string> {
      await trx.deleteFrom('staff_setup_tokens').where('user_id', '=', userId).where('used_at', 'is', null).execute();
      const token = createRandomToken();
      await trx
        .insertInto('staff_setup_tokens')
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          created_at: toIso(now),
          expires_at: toIso(now + lifetimeMs),
          used_at: null,
        })
        .execute();
      return token;
    },

    /** The account a setup token is for, while it is unused and unexpired. */
    async findSetupTokenUser(executor: Kysely<Database>, token: string, now: number): Promise<StaffUser | undefined> {
      const row = await executor
        .selectFrom('staff_setup_tokens')
        .innerJoin('staff_users', 'staff_users.id', 'staff_setup_tokens.user_id')
        .selectAll('staff_users')
        .where('staff_setup_tokens.token_hash', '=', hashToken(token))
        .where('staff_setup_tokens.used_at', 'is', null)
        .where('staff_setup_tokens.expires_at', '>', toIso(now))
        .executeTakeFirst();
      return row && mapUser(row);
    },

    /** Marks a setup token used; false when another request used it first. */
    async useSetupToken(trx: Kysely<Database>, token: string, now: number): Promise<boolean> {
      const result = await trx
        .updateTable('staff_setup_tokens')
        .set({ used_at: toIso(now) })
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A new session; returns the id for the cookie (the table keeps its hash). */
    async createSession(trx: Kysely<Database>, userId: number, stage: 'code' | 'signed-in', now: number): Promise<string> {
      const sessionId = createRandomToken();
      await trx
        .insertInto('staff_sessions')
        .values({ id_hash: hashToken(sessionId), user_id: userId, stage, created_at: toIso(now), last_seen_at: toIso(now) })
        .execute();
      return sessionId;
    },

    async findSession(sessionId: string) {
      return db.selectFrom('staff_sessions').selectAll().where('id_hash', '=', hashToken(sessionId)).executeTakeFirst();
    },

    async touchSession(sessionId: string, now: number): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: toIso(now) })
        .where('id_hash', '=', hashToken(sessionId))
        .execute();
    },

    async deleteSession(executor: Kysely<Database>, sessionId: string): Promise<void> {
      await executor.deleteFrom('staff_sessions').where('id_hash', '=', hashToken(sessionId)).execute();
    },

    /** Ends every session of a person; returns how many there were. */
    async deleteUserSessions(trx: Kysely<Database>, userId: number): Promise<number> {
      const result = await trx.deleteFrom('staff_sessions').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async recordAuditEvent(executor: Kysely<Database>, event: AuditEventInput, now: number): Promise<void> {
      await executor
        .insertInto('audit_events')
        .values({
          occurred_at: toIso(now),
          actor_id: event.actorId,
          actor_roles: JSON.stringify(event.actorRoles),
          action: event.action,
          target: event.target,
          outcome: event.outcome,
          address: event.address,
          user_agent: event.userAgent,
          details: JSON.stringify(event.details ?? {}),
        })
        .execute();
    },

    /** Newest first, by id (ids grow with time), a page at a time. */
    async listAuditEvents(filter: AuditFilter): Promise<AuditEvent[]> {
      let query = db.selectFrom('audit_events').selectAll();
      if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
      if (filter.action !== undefined) query = query.where('action', '=', filter.action);
      if (filter.target !== undefined) query = query.where('target', '=', filter.target);
      if (filter.from !== undefined) query = query.where('occurred_at', '>=', filter.from);
      if (filter.to !== undefined) query = query.where('occurred_at', '<', filter.to);
      if (filter.before !== undefined) query = query.where('id', '<', filter.before);
      const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
      return rows.map(mapAuditEvent);
    },
  };
}

export type StaffStore = ReturnType<typeof createStaffStore>;
