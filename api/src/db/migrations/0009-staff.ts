import { sql, type Kysely } from 'kysely';
import { defineGeneratedId, isPostgres } from '../portable-sql';

// Staff accounts, their setup links, their sessions and the audit trail (docs/decisions/0039-staff-sessions-and-roles.md).
// No row is seeded: the first account is made from the command line. Frozen once released: it takes Kysely<unknown>
// and never imports the current table types.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'integer', defineGeneratedId(db))
    // lower-cased before it is stored or looked up, so one address is one account whatever its case
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    // JSON array of role names (staff/staff-permissions.ts)
    .addColumn('roles', 'text', (col) => col.notNull())
    // Argon2id PHC string; null until the person has used their setup link
    .addColumn('password_hash', 'text')
    // base32 TOTP secret, encrypted with the field cipher; null until enrolment is confirmed
    .addColumn('totp_secret', 'text')
    // the 30-second step of the last code accepted: a code of that step or an earlier one is refused
    .addColumn('totp_last_step', 'integer')
    .addColumn('disabled', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`disabled in (0, 1)`),
    )
    // ISO 8601
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_setup_tokens')
    // SHA-256 (hex) of the token in the link: the database never holds a link that works
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_setup_tokens_user_idx').on('staff_setup_tokens').column('user_id').execute();

  await db.schema
    .createTable('staff_sessions')
    // SHA-256 (hex) of the id in the cookie: a copy of the table signs nobody in
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
    // 'code' after a right password, waiting for the TOTP code; 'signed-in' after it
    .addColumn('stage', 'text', (col) => col.notNull().check(sql`stage in ('code', 'signed-in')`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_user_idx').on('staff_sessions').column('user_id').execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'integer', defineGeneratedId(db))
    // ISO 8601
    .addColumn('occurred_at', 'text', (col) => col.notNull())
    // no foreign key: the trail outlives anything it names
    .addColumn('actor_id', 'integer')
    // JSON array of the actor's roles at the time
    .addColumn('actor_roles', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('action', 'text', (col) => col.notNull())
    // what the action was done to, as '<kind>:<id>'
    .addColumn('target', 'text')
    .addColumn('outcome', 'text', (col) => col.notNull().check(sql`outcome in ('success', 'failure', 'denied')`))
    .addColumn('address', 'text')
    .addColumn('user_agent', 'text')
    // JSON object of ids, counts and reasons; never a personal value or a secret
    .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('audit_events_occurred_idx').on('audit_events').columns(['occurred_at', 'id']).execute();
  await db.schema.createIndex('audit_events_actor_idx').on('audit_events').columns(['actor_id', 'id']).execute();
  await db.schema.createIndex('audit_events_action_idx').on('audit_events').columns(['action', 'id']).execute();
  await db.schema.createIndex('audit_events_target_idx').on('audit_events').columns(['target', 'id']).execute();

  // Append-only in the database itself, so neither a bug nor someone with the server's SQL access can rewrite the
  // trail quietly: each engine refuses an update or a delete of a row with its own kind of trigger.
  if (isPostgres(db)) {
    await sql`
      create function audit_events_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_events is append-only: % refused', tg_op;
      end;
      $$`.execute(db);
    await sql`
      create trigger audit_events_append_only before update or delete on audit_events
      for each row execute function audit_events_refuse_change()`.execute(db);
    await sql`
      create trigger audit_events_no_truncate before truncate on audit_events
      for each statement execute function audit_events_refuse_change()`.execute(db);
  } else {
    await sql`
      create trigger audit_events_no_update before update on audit_events
      begin select raise(abort, 'audit_events is append-only: UPDATE refused'); end`.execute(db);
    await sql`
      create trigger audit_events_no_delete before delete on audit_events
      begin select raise(abort, 'audit_events is append-only: DELETE refused'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // dropping the table drops its triggers on both engines
  await db.schema.dropTable('audit_events').ifExists().execute();
  if (isPostgres(db)) await sql`drop function if exists audit_events_refuse_change()`.execute(db);
  await db.schema.dropTable('staff_sessions').ifExists().execute();
  await db.schema.dropTable('staff_setup_tokens').ifExists().execute();
  await db.schema.dropTable('staff_users').ifExists().execute();
}
