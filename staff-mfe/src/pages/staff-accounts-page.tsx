import type { ColumnDef } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@chalein/shared/api/client';
import { endStaffSessions, inviteStaffUser, listStaffUsers, resetStaffUser, updateStaffUser } from '@chalein/shared/api/staff-accounts';
import type { StaffRoleName, StaffUser } from '@chalein/shared/api/staff-types';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { LoadingState } from '@chalein/shared/ui/status';
import { TextField } from '@chalein/shared/ui/text-field';
import { RoleCheckboxes } from '../components/role-checkboxes';
import { StaffDataTable } from '../components/staff-data-table';
import { StaffCallError, StaffConsoleLayout, useSignInOnExpiry } from '../lib/staff-session';

// Admins' page of staff accounts: the list, an invitation (its setup link shown once), and for one person at a
// time: roles, disable or enable, reset (a new setup link), end sessions.

/** What the last action said: a message, and a setup link when it made one (shown this once, never again). */
interface Outcome {
  message: string;
  setupLink?: string;
  failed?: boolean;
  /** the failure itself: a session that ended sends the person to sign in instead */
  cause?: unknown;
}

function describeFailure(error: unknown): Outcome {
  return { message: error instanceof ApiError ? error.message : 'That did not work. Please try again.', failed: true, cause: error };
}

function OutcomeNotice({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <div className={outcome.failed ? 'staff-outcome staff-outcome--failed' : 'staff-outcome'} role={outcome.failed ? 'alert' : 'status'}>
      <p>{outcome.message}</p>
      {outcome.setupLink ? (
        <p>
          Setup link (shown only now; send it to them privately): <code className="staff-link">{outcome.setupLink}</code>
        </p>
      ) : null}
    </div>
  );
}

function InviteForm({ onDone }: { onDone: (outcome: Outcome, invited: boolean) => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<StaffRoleName[]>([]);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (roles.length === 0) {
      setErrors({ roles: 'Choose at least one role.' });
      return;
    }
    setSending(true);
    setErrors({});
    inviteStaffUser({ email: email.trim(), name: name.trim(), roles })
      .then(
        ({ user, setupLink }) => {
          onDone({ message: `Invited ${user.email}.`, setupLink }, true);
          setEmail('');
          setName('');
          setRoles([]);
        },
        (error: unknown) => {
          // a field's refusal (a taken email) is shown at the field, anything else above the page
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
          else onDone(describeFailure(error), false);
        },
      )
      .finally(() => setSending(false));
  };

  return (
    <form className="staff-panel" onSubmit={send} noValidate aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title">Invite someone</h2>
      <TextField label="Email" name="email" type="email" required value={email} error={errors.email} onChange={setEmail} />
      <TextField label="Full name" name="name" required value={name} error={errors.name} onChange={setName} />
      <RoleCheckboxes legend="Roles" value={roles} onChange={setRoles} />
      {errors.roles ? (
        <p className="field-error" role="alert">
          {errors.roles}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Inviting...' : 'Invite'}
      </button>
    </form>
  );
}

function AccountEditor({ user, onDone }: { user: StaffUser; onDone: (outcome: Outcome) => void }) {
  const [roles, setRoles] = useState<StaffRoleName[]>(user.roles);
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<Outcome>) => {
    setBusy(true);
    action()
      .then(onDone, (error: unknown) => onDone(describeFailure(error)))
      .finally(() => setBusy(false));
  };
  return (
    <section className="staff-panel" aria-labelledby="staff-editor-title">
      <h2 id="staff-editor-title">
        {user.name} ({user.email})
      </h2>
      <RoleCheckboxes legend={`Roles of ${user.name}`} value={roles} onChange={setRoles} />
      <div className="staff-actions">
        <button
          type="button"
          className="button button--small"
          disabled={busy || roles.length === 0}
          onClick={() =>
            run(async () => ({ message: `Roles of ${(await updateStaffUser(user.id, { roles })).email} saved; their sessions ended.` }))
          }
        >
          Save roles
        </button>
        <button
          type="button"
          className="button button--small button--secondary"
          disabled={busy}
          onClick={() =>
            run(async () => {
              const changed = await updateStaffUser(user.id, { disabled: !user.disabled });
              return { message: `${changed.email} is ${changed.disabled ? 'disabled' : 'enabled'}.` };
            })
          }
        >
          {user.disabled ? 'Enable' : 'Disable'}
        </button>
        <button
          type="button"
          className="button button--small button--secondary"
          disabled={busy}
          onClick={() =>
            run(async () => {
              const { setupLink, sessionsEnded } = await resetStaffUser(user.id);
              return { message: `${user.email} was reset: password and TOTP cleared, ${sessionsEnded} session(s) ended.`, setupLink };
            })
          }
        >
          Reset
        </button>
        <button
          type="button"
          className="button button--small button--secondary"
          disabled={busy}
          onClick={() => run(async () => ({ message: `${await endStaffSessions(user.id)} session(s) of ${user.email} ended.` }))}
        >
          End sessions
        </button>
      </div>
    </section>
  );
}

function StaffAccounts() {
  const users = useAsyncData(listStaffUsers, 'staff-users');
  const [selected, setSelected] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const signInOnExpiry = useSignInOnExpiry();

  const finish = (next: Outcome, reload = !next.failed) => {
    if (next.failed && next.cause !== undefined && signInOnExpiry(next.cause)) return;
    setOutcome(next);
    if (reload) users.reload();
  };

  const columns: ColumnDef<StaffUser, unknown>[] = [
    { id: 'name', accessorKey: 'name', header: 'Name' },
    { id: 'email', accessorKey: 'email', header: 'Email' },
    { id: 'roles', accessorFn: (user) => user.roles.join(', '), header: 'Roles' },
    {
      id: 'status',
      accessorFn: (user) => (user.disabled ? 'Disabled' : user.isSetUp ? 'Active' : 'Setup pending'),
      header: 'Status',
    },
    {
      id: 'manage',
      header: 'Manage',
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          className="button button--small button--secondary"
          aria-pressed={selected === row.original.id}
          onClick={() => setSelected(row.original.id)}
        >
          Manage {row.original.name}
        </button>
      ),
    },
  ];

  const chosen = users.status === 'success' ? users.data.find((user) => user.id === selected) : undefined;
  return (
    <section aria-labelledby="staff-accounts-title">
      <h1 id="staff-accounts-title">Accounts</h1>
      <OutcomeNotice outcome={outcome} />
      {users.status === 'loading' ? <LoadingState /> : null}
      {users.status === 'error' ? <StaffCallError error={users.error} onRetry={users.reload} /> : null}
      {users.status === 'success' ? (
        <StaffDataTable
          caption="Staff accounts"
          columns={columns}
          rows={users.data}
          emptyMessage="No staff account matches."
          filterable={['name', 'email', 'roles']}
          getRowId={(user) => String(user.id)}
        />
      ) : null}
      {chosen ? <AccountEditor key={`${chosen.id}:${chosen.roles.join()}:${chosen.disabled}`} user={chosen} onDone={finish} /> : null}
      <InviteForm onDone={(next, invited) => finish(next, invited)} />
    </section>
  );
}

/** /staff/accounts (admin). */
export function StaffAccountsPage() {
  return (
    <StaffConsoleLayout roles={['admin']}>
      <StaffAccounts />
    </StaffConsoleLayout>
  );
}
