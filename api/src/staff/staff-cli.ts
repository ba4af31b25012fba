import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase, selectDatabaseLocation } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { resolveFieldCipher } from '../security/local-data-key';
import { buildSetupLink, inviteStaffUser, resetStaffUser, type AuditActor } from './staff-accounts';
import { isStaffRole, STAFF_ROLES, type StaffRole } from './staff-permissions';
import { loadStaffSettings } from './staff-settings';
import { createStaffStore, DuplicateStaffEmailError } from './staff-store';

// `npm run staff -w @chalein/api -- add --email ... --name ... --role admin`: makes a staff account (the first admin
// has no other way in: no account or password exists until this runs) and prints its one-time setup link.
// `... -- reset --email ...`: forgets the person's password and TOTP, ends their sessions, prints a new link.

const USAGE = `Usage:
  npm run staff -w @chalein/api -- add --email <address> --name <full name> --role <role> [--role <role> ...]
  npm run staff -w @chalein/api -- reset --email <address>
Roles: ${STAFF_ROLES.join(', ')}`;

class UsageError extends Error {}

/** What the trail records for a change made here: no person or address, only where it came from. */
const COMMAND_LINE_ACTOR: AuditActor = { actorId: null, actorRoles: [], address: null, userAgent: 'staff command line' };

function readRoles(values: readonly string[]): StaffRole[] {
  const roles = values.flatMap((value) => value.split(',')).map((value) => value.trim());
  const unknown = roles.filter((role) => !isStaffRole(role));
  if (roles.length === 0) throw new UsageError('Give at least one --role.');
  if (unknown.length > 0) throw new UsageError(`Unknown role ${unknown.map((role) => `"${role}"`).join(', ')}.`);
  return roles.filter(isStaffRole);
}

async function runStaffCommand(argv: readonly string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', multiple: true } },
  });
  const [command] = positionals;
  if (command !== 'add' && command !== 'reset')
    throw new UsageError(command === undefined ? 'Name a command.' : `Unknown command "${command}".`);
  const email = values.email?.trim();
  if (!email) throw new UsageError('Give --email.');

  const config = loadConfig(process.env);
  const settings = loadStaffSettings(process.env);
  const db = createDatabase(selectDatabaseLocation(config));
  try {
    await migrateToLatest(db);
    const store = createStaffStore(db, resolveFieldCipher(config.dataEncryption, config.databaseFile));
    // the link opens the site the staff use; outside production that is this machine's server
    const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
    const now = Date.now();
    if (command === 'add') {
      const name = values.name?.trim();
      if (!name) throw new UsageError('Give --name.');
      const roles = readRoles(values.role ?? []);
      const { user, token } = await inviteStaffUser(store, settings, { email, name, roles, actor: COMMAND_LINE_ACTOR, now });
      console.log(`Added ${user.email} (${user.roles.join(', ')}). Their one-time setup link, valid for 24 hours:`);
      console.log(buildSetupLink(origin, token));
      return;
    }
    const user = await store.findUserByEmail(db, email);
    if (!user) throw new UsageError(`There is no staff account for ${email}.`);
    const { token, sessionsEnded } = await resetStaffUser(store, settings, { userId: user.id, actor: COMMAND_LINE_ACTOR, now });
    console.log(`Reset ${user.email}: password and TOTP cleared, ${sessionsEnded} session(s) ended. New setup link, valid for 24 hours:`);
    console.log(buildSetupLink(origin, token));
  } finally {
    await db.destroy();
  }
}

runStaffCommand(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof DuplicateStaffEmailError) {
    console.error(error.message);
    if (error instanceof UsageError) console.error(USAGE);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
});
