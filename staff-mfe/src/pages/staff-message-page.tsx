import { useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import {
  addStaffMessageNote,
  assignStaffMessage,
  getStaffMessage,
  unassignStaffMessage,
  updateStaffMessageStatus,
} from '@chalein/shared/api/staff-messages';
import {
  STAFF_MESSAGE_KINDS,
  STAFF_MESSAGE_STATUSES,
  type StaffMessageKind,
  type StaffMessageResult,
} from '@chalein/shared/api/staff-inbox-types';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { useDescribeFailedWrite, StaffFieldList, StaffOutcomeNotice, type StaffOutcome } from '../components/staff-outcome';
import { StaffStatusForm } from '../components/staff-status-form';
import { formatInstant, formatStatus, readListPath } from '../lib/staff-inbox-format';
import { StaffCallError, StaffConsoleLayout, useStaffMe } from '../lib/staff-session';
import { KIND_LABELS, MESSAGE_ROLES } from './staff-messages-page';
import '../styles/staff-inbox.css';

// One message: what the sender wrote, and its handling: status, who has it, and the team's internal notes. Each
// change answers the message as it now is, which replaces what the page shows.

export const MAX_NOTE_LENGTH = 4000;

function HandlingPanel({
  result,
  onChanged,
}: {
  result: StaffMessageResult;
  onChanged: (result: StaffMessageResult, outcome: StaffOutcome) => void;
}) {
  const me = useStaffMe();
  const describeFailure = useDescribeFailedWrite();
  const { message } = result;
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<StaffMessageResult>, done: (next: StaffMessageResult) => string) => {
    setBusy(true);
    return action()
      .then(
        (next) => onChanged(next, { message: done(next) }),
        (error: unknown) => onChanged(result, describeFailure(error)),
      )
      .finally(() => setBusy(false));
  };
  const mine = message.assignee?.id === me.id;
  return (
    <section className="staff-panel" aria-labelledby="staff-handling-title">
      <h2 id="staff-handling-title">Handling</h2>
      <p>
        Status: <strong>{formatStatus(message.status)}</strong>. Assigned to: <strong>{message.assignee?.name ?? 'nobody'}</strong>.
      </p>
      <StaffStatusForm
        current={message.status}
        statuses={STAFF_MESSAGE_STATUSES}
        onSave={(status) =>
          run(
            () => updateStaffMessageStatus(message.kind, message.id, status),
            (next) => `Status set to ${formatStatus(next.message.status).toLowerCase()}.`,
          )
        }
      />
      <div className="staff-actions">
        {mine ? null : (
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={busy}
            onClick={() =>
              run(
                () => assignStaffMessage(message.kind, message.id),
                () => 'Assigned to you.',
              )
            }
          >
            Assign to me
          </button>
        )}
        {message.assignee ? (
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={busy}
            onClick={() =>
              run(
                () => unassignStaffMessage(message.kind, message.id),
                () => 'Nobody is assigned now.',
              )
            }
          >
            Unassign
          </button>
        ) : null}
      </div>
    </section>
  );
}

function NotesPanel({
  result,
  onChanged,
}: {
  result: StaffMessageResult;
  onChanged: (result: StaffMessageResult, outcome: StaffOutcome) => void;
}) {
  const [text, setText] = useState('');
  const describeFailure = useDescribeFailedWrite();
  const [busy, setBusy] = useState(false);
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    setBusy(true);
    addStaffMessageNote(result.message.kind, result.message.id, text.trim())
      .then(
        (note) => {
          setText('');
          onChanged({ ...result, notes: [...result.notes, note] }, { message: 'Note added.' });
        },
        (error: unknown) => onChanged(result, describeFailure(error)),
      )
      .finally(() => setBusy(false));
  };
  return (
    <section className="staff-panel" aria-labelledby="staff-notes-title">
      <h2 id="staff-notes-title">Internal notes</h2>
      {result.notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ol className="staff-notes">
          {result.notes.map((note) => (
            <li key={note.id}>
              <p className="staff-notes__meta">
                {note.author.name}, {formatInstant(note.createdAt)}
              </p>
              <p className="staff-notes__text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="staff-form" onSubmit={add}>
        <label className="staff-form__field">
          <span>New note (seen by staff only)</span>
          <textarea name="note" maxLength={MAX_NOTE_LENGTH} value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <button type="submit" className="button button--small" disabled={busy || text.trim() === ''}>
          Add note
        </button>
      </form>
    </section>
  );
}

function StaffMessage({ kind, id }: { kind: StaffMessageKind; id: number }) {
  const loaded = useAsyncData(() => getStaffMessage(kind, id), `staff-message:${kind}:${id}`);
  const [changed, setChanged] = useState<StaffMessageResult | null>(null);
  const [outcome, setOutcome] = useState<StaffOutcome | null>(null);
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'error') return <StaffCallError error={loaded.error} onRetry={loaded.reload} />;
  const result = changed ?? loaded.data;
  const { message } = result;
  const onChanged = (next: StaffMessageResult, nextOutcome: StaffOutcome) => {
    setChanged(next);
    setOutcome(nextOutcome);
  };
  return (
    <>
      <h1 id="staff-message-title">
        {KIND_LABELS[message.kind]} {message.reference}
      </h1>
      <StaffOutcomeNotice outcome={outcome} />
      <div className="staff-record">
        <section aria-labelledby="staff-message-sender">
          <h2 id="staff-message-sender">Message</h2>
          <StaffFieldList
            fields={[
              ['Received', formatInstant(message.receivedAt)],
              ['Name', message.name],
              ['Email', message.email],
              ['Phone', message.phone],
              ['Alternative phone', message.alternativePhone],
              ['Address', message.address],
              ['Ticket type', message.ticketType],
              ['Subject', message.subject],
              ['Consent given', message.consentAt === null ? null : formatInstant(message.consentAt)],
            ]}
          />
          <p className="staff-text">{message.text}</p>
        </section>
        <div>
          {/* keyed by the saved status, so the choice starts again from it after each change */}
          <HandlingPanel key={`${message.status}:${message.assignee?.id ?? ''}`} result={result} onChanged={onChanged} />
          <NotesPanel result={result} onChanged={onChanged} />
        </div>
      </div>
    </>
  );
}

function StaffMessageRoute() {
  const params = useParams();
  const { state } = useLocation();
  const kind = STAFF_MESSAGE_KINDS.find((known) => known === params.kind);
  const id = Number(params.id);
  return (
    <div>
      <p>
        <Link to={readListPath(state, '/staff/messages')}>Back to messages</Link>
      </p>
      {kind && Number.isInteger(id) && id > 0 ? (
        <StaffMessage key={`${kind}:${id}`} kind={kind} id={id} />
      ) : (
        <ErrorState message="There is no such message." />
      )}
    </div>
  );
}

/** /staff/messages/:kind/:id (support, investor relations, admin; the server limits each to their kinds). */
export function StaffMessagePage() {
  return (
    <StaffConsoleLayout roles={MESSAGE_ROLES}>
      <StaffMessageRoute />
    </StaffConsoleLayout>
  );
}
