import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { NewsletterSubscriber } from '@chalein/shared/api/staff-inbox-types';
import { buildNewsletterExportUrl, listNewsletterSubscribers, unsubscribeNewsletterAddress } from '@chalein/shared/api/staff-newsletter';
import type { StaffRoleName } from '@chalein/shared/api/staff-types';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { Modal } from '@chalein/shared/ui/modal';
import { LoadingState } from '@chalein/shared/ui/status';
import { StaffDataTable } from '../components/staff-data-table';
import { readFilterKey, StaffExportLink, StaffFilterForm, type StaffFilterField } from '../components/staff-filter-form';
import { useDescribeFailedWrite, StaffOutcomeNotice, type StaffOutcome } from '../components/staff-outcome';
import { formatInstant } from '../lib/staff-inbox-format';
import { StaffCallError, StaffConsoleLayout } from '../lib/staff-session';
import '../styles/staff-inbox.css';

// The newsletter's subscribers, newest first, searched by address (in the address bar, so a view can be shared),
// with the CSV export of the same search. Unsubscribing deletes the address on the server, so it asks first.

export const NEWSLETTER_ROLES: readonly StaffRoleName[] = ['admin', 'support'];

const FIELDS: readonly StaffFilterField[] = [{ name: 'q', label: 'Search by email', type: 'search' }];

function ConfirmUnsubscribe({
  subscriber,
  onCancel,
  onDone,
}: {
  subscriber: NewsletterSubscriber;
  onCancel: () => void;
  onDone: (outcome: StaffOutcome) => void;
}) {
  const [busy, setBusy] = useState(false);
  const describeFailure = useDescribeFailedWrite();
  const confirm = () => {
    setBusy(true);
    unsubscribeNewsletterAddress(subscriber.id).then(
      () => onDone({ message: `${subscriber.email} is unsubscribed.` }),
      (error: unknown) => {
        setBusy(false);
        onDone(describeFailure(error));
      },
    );
  };
  return (
    <Modal
      title="Unsubscribe this address?"
      onClose={onCancel}
      closeLabel="Cancel"
      actions={
        <button type="button" className="button" onClick={confirm} disabled={busy}>
          {busy ? 'Unsubscribing...' : 'Yes, unsubscribe'}
        </button>
      }
    >
      <p>
        <strong>{subscriber.email}</strong> will get no more newsletters. The address is deleted: it leaves this list and every export, and
        cannot be brought back (the person can subscribe again on the site).
      </p>
    </Modal>
  );
}

function StaffNewsletter() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() || undefined;
  const cursor = params.get('cursor') ?? undefined;
  const page = useAsyncData(() => listNewsletterSubscribers({ q, cursor }), `staff-newsletter:${JSON.stringify({ q, cursor })}`);
  const [confirming, setConfirming] = useState<NewsletterSubscriber | null>(null);
  const [outcome, setOutcome] = useState<StaffOutcome | null>(null);

  const columns: ColumnDef<NewsletterSubscriber, unknown>[] = [
    { id: 'email', accessorKey: 'email', header: 'Email' },
    {
      id: 'subscribedAt',
      accessorKey: 'subscribedAt',
      header: 'Subscribed',
      cell: ({ getValue }) => formatInstant(String(getValue())),
    },
    {
      id: 'unsubscribe',
      header: 'Unsubscribe',
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          className="button button--small button--secondary"
          aria-label={`Unsubscribe ${row.original.email}`}
          onClick={() => setConfirming(row.original)}
        >
          Unsubscribe
        </button>
      ),
    },
  ];

  const finish = (next: StaffOutcome) => {
    setConfirming(null);
    setOutcome(next);
    if (!next.failed) page.reload();
  };

  return (
    <section aria-labelledby="staff-newsletter-title">
      <h1 id="staff-newsletter-title">Newsletter</h1>
      <StaffFilterForm key={readFilterKey(params, FIELDS)} label="Search subscribers" fields={FIELDS} submitLabel="Search" />
      <StaffExportLink href={buildNewsletterExportUrl(q)} label="Export these subscribers (CSV)" />
      <StaffOutcomeNotice outcome={outcome} />
      {page.status === 'loading' ? <LoadingState /> : null}
      {page.status === 'error' ? <StaffCallError error={page.error} onRetry={page.reload} /> : null}
      {page.status === 'success' ? (
        <StaffDataTable
          caption="Subscribers, newest first"
          columns={columns}
          rows={page.data.subscribers}
          emptyMessage={q ? 'No subscriber matches this search.' : 'Nobody has subscribed yet.'}
          paging={{ cursorParam: 'cursor', nextCursor: page.data.nextCursor }}
          getRowId={(subscriber) => String(subscriber.id)}
        />
      ) : null}
      {confirming ? <ConfirmUnsubscribe subscriber={confirming} onCancel={() => setConfirming(null)} onDone={finish} /> : null}
    </section>
  );
}

/** /staff/newsletter (support, admin). */
export function StaffNewsletterPage() {
  return (
    <StaffConsoleLayout roles={NEWSLETTER_ROLES}>
      <StaffNewsletter />
    </StaffConsoleLayout>
  );
}
