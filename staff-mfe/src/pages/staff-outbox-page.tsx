import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  describeNotificationKind,
  listOutboxMessages,
  OUTBOX_STATUSES,
  readOutboxCounts,
  retryOutboxMessage,
  type OutboxMessageEntry,
  type OutboxStatus,
} from '@chalein/shared/api/staff-outbox';
import type { StaffRoleName } from '@chalein/shared/api/staff-types';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { LoadingState } from '@chalein/shared/ui/status';
import { StaffDataTable } from '../components/staff-data-table';
import { useDescribeFailedWrite, StaffOutcomeNotice, type StaffOutcome } from '../components/staff-outcome';
import { formatInstant } from '../lib/staff-inbox-format';
import { StaffCallError, StaffConsoleLayout } from '../lib/staff-session';
import '../styles/staff-inbox.css';
import '../styles/staff-outbox.css';

// The outbox of notifications (admins): one state at a time, chosen in the address so a view can be shared, with
// how many messages each state holds. A dead message (its tries used up, or refused for good) can be sent again.

export const OUTBOX_ROLES: readonly StaffRoleName[] = ['admin'];

/** The states in the order an admin looks at them: what needs attention first. */
const STATE_ORDER: readonly OutboxStatus[] = ['dead', 'failed', 'unsent', 'pending', 'sending', 'sent'];

const STATE_LABELS: Record<OutboxStatus, string> = {
  dead: 'Dead',
  failed: 'Failed, will retry',
  unsent: 'Not sent: no channel',
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
};

const EMPTY_MESSAGES: Record<OutboxStatus, string> = {
  dead: 'No message is dead.',
  failed: 'No message is waiting to be tried again.',
  unsent: 'No message is waiting for a channel to be set up.',
  pending: 'No message is waiting to be sent.',
  sending: 'No message is being sent now.',
  sent: 'No message has been sent yet.',
};

const CHANNEL_LABELS = { email: 'Email', sms: 'SMS' } as const;

function readState(params: URLSearchParams): OutboxStatus {
  const asked = params.get('status');
  return (OUTBOX_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as OutboxStatus) : 'dead';
}

function StateLinks({ current, counts }: { current: OutboxStatus; counts: Record<OutboxStatus, number> | null }) {
  return (
    <nav className="staff-outbox__states" aria-label="Outbox states">
      <ul>
        {STATE_ORDER.map((state) => (
          <li key={state}>
            <Link to={`/staff/outbox?status=${state}`} aria-current={state === current ? 'page' : undefined}>
              {STATE_LABELS[state]}
              {counts ? ` (${counts[state]})` : ''}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function StaffOutbox() {
  const [params] = useSearchParams();
  const status = readState(params);
  const cursor = params.get('cursor') ?? undefined;
  const page = useAsyncData(() => listOutboxMessages({ status, cursor }), `staff-outbox:${status}:${cursor ?? ''}`);
  const counts = useAsyncData(readOutboxCounts, 'staff-outbox-counts');
  const [outcome, setOutcome] = useState<StaffOutcome | null>(null);
  const [retrying, setRetrying] = useState<number | null>(null);
  const describeFailure = useDescribeFailedWrite();

  const retry = (message: OutboxMessageEntry) => {
    setRetrying(message.id);
    retryOutboxMessage(message.id).then(
      () => {
        setRetrying(null);
        setOutcome({ message: `The message to ${message.recipient} is queued to be sent again.` });
        page.reload();
        counts.reload();
      },
      (error: unknown) => {
        setRetrying(null);
        setOutcome(describeFailure(error));
      },
    );
  };

  const columns: ColumnDef<OutboxMessageEntry, unknown>[] = [
    { id: 'createdAt', accessorKey: 'createdAt', header: 'Created', cell: ({ getValue }) => formatInstant(String(getValue())) },
    { id: 'kind', accessorKey: 'kind', header: 'Notification', cell: ({ row }) => describeNotificationKind(row.original.kind) },
    { id: 'channel', accessorKey: 'channel', header: 'Channel', cell: ({ row }) => CHANNEL_LABELS[row.original.channel] },
    { id: 'recipient', accessorKey: 'recipient', header: 'To' },
    { id: 'summary', accessorKey: 'summary', header: 'Subject or text' },
    { id: 'attempts', accessorKey: 'attempts', header: 'Tries' },
    { id: 'lastError', accessorKey: 'lastError', header: 'Last error', cell: ({ getValue }) => (getValue() as string | null) ?? '' },
    status === 'sent'
      ? {
          id: 'sentAt',
          accessorKey: 'sentAt',
          header: 'Sent',
          cell: ({ row }) => formatInstant(row.original.sentAt ?? row.original.createdAt),
        }
      : {
          id: 'nextAttemptAt',
          accessorKey: 'nextAttemptAt',
          header: 'Next try',
          cell: ({ getValue }) => formatInstant(String(getValue())),
        },
  ];
  if (status === 'dead') {
    columns.push({
      id: 'retry',
      header: 'Retry',
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          className="button button--small button--secondary"
          aria-label={`Retry the ${describeNotificationKind(row.original.kind).toLowerCase()} to ${row.original.recipient}`}
          disabled={retrying === row.original.id}
          onClick={() => retry(row.original)}
        >
          {retrying === row.original.id ? 'Retrying...' : 'Retry'}
        </button>
      ),
    });
  }

  return (
    <section aria-labelledby="staff-outbox-title">
      <h1 id="staff-outbox-title">Outbox</h1>
      <p>
        Every e-mail and SMS the site sends waits here until it is sent. A failed message is tried again later; after its last try it is
        dead, and can be sent again from here.
      </p>
      <StateLinks current={status} counts={counts.status === 'success' ? counts.data.counts : null} />
      <StaffOutcomeNotice outcome={outcome} />
      {page.status === 'success' ? (
        <StaffDataTable
          caption={`${STATE_LABELS[status]} messages, newest first`}
          columns={columns}
          rows={page.data.messages}
          emptyMessage={EMPTY_MESSAGES[status]}
          paging={{ cursorParam: 'cursor', nextCursor: page.data.nextCursor }}
          getRowId={(message) => String(message.id)}
        />
      ) : page.status === 'error' ? (
        <StaffCallError error={page.error} onRetry={page.reload} />
      ) : (
        <LoadingState />
      )}
    </section>
  );
}

/** /staff/outbox (admin). */
export function StaffOutboxPage() {
  return (
    <StaffConsoleLayout roles={OUTBOX_ROLES}>
      <StaffOutbox />
    </StaffConsoleLayout>
  );
}
