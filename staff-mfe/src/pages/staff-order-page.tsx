import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import {
  getStaffOrder,
  listRefundReasons,
  refundStaffOrder,
  type RefundReason,
  type StaffOrderDetail,
} from '@chalein/shared/api/staff-orders';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { StaffFacts } from '../components/staff-facts';
import { EMPTY_REASON, findReasonProblems, readReasonBody, ReasonFields, type ReasonValue } from '../components/reason-fields';
import { formatStaffTime } from '../lib/driver-review-labels';
import { formatMoney } from '@chalein/shared/lib/money';
import { ORDER_STATUS_LABELS, REFUND_STATUS_LABELS } from '../lib/order-labels';
import { StaffCallError, StaffConsoleLayout, useSignInOnExpiry, useStaffMe } from '../lib/staff-session';
import '../styles/staff-review.css';

// One pass order: the buyer, the pass, every payment reported and every webhook received, and its refunds. Finance
// (only: the server refuses anyone else too) refunds a paid order in full with a reason, after a confirm step. The
// refund stays pending until the provider's refund.processed webhook settles it, so while any refund is pending the
// page reads the order again every few seconds.

/** How often a pending refund is looked at again. */
export const REFUND_POLL_MS = 1500;

/** What a started refund's notice becomes once the webhook has settled it. */
export const REFUND_SETTLED = 'The refund is processed: the order is refunded and its pass is no longer valid.';

type Notice = { kind: 'done' | 'failed'; message: string } | null;

const describeFailure = (error: unknown) => (error instanceof Error ? error.message : 'That did not work. Try again.');

/** A plain table of the order's history (few rows: no sorting or paging needed). */
function HistoryTable({ caption, headers, rows, empty }: { caption: string; headers: string[]; rows: string[][]; empty: string }) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className="staff-table">
      <div className="staff-table__scroll">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

type ReasonsState = ReturnType<typeof useAsyncData<RefundReason[]>>;

function RefundForm({
  detail,
  reasons,
  onStarted,
}: {
  detail: StaffOrderDetail;
  reasons: ReasonsState;
  onStarted: (notice: Notice) => Promise<void>;
}) {
  const [value, setValue] = useState<ReasonValue>(EMPTY_REASON);
  const [errors, setErrors] = useState<Partial<Record<keyof ReasonValue, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const signInOnExpiry = useSignInOnExpiry();
  const amount = formatMoney(detail.order.amountPaise, detail.order.currency);

  if (reasons.status === 'loading') return <LoadingState label="Loading the refund reasons..." />;
  if (reasons.status === 'error') return <ErrorState message={reasons.error.message} onRetry={reasons.reload} />;
  const choices: RefundReason[] = reasons.data;

  const review = (event: FormEvent) => {
    event.preventDefault();
    const problems = findReasonProblems(choices, value);
    setErrors(problems);
    if (Object.keys(problems).length === 0) setConfirming(true);
  };
  const confirm = async () => {
    setSending(true);
    try {
      await refundStaffOrder(detail.order.id, readReasonBody(value));
      await onStarted({
        kind: 'done',
        message: `Refund of ${amount} started. The order reads refunded once the payment provider confirms it.`,
      });
    } catch (error) {
      if (signInOnExpiry(error)) return;
      // a 409 (a refund already under way, or done) or a provider's refusal: the order is read again either way
      await onStarted({ kind: 'failed', message: describeFailure(error) });
    } finally {
      setSending(false);
      setConfirming(false);
    }
  };
  const reasonLabel = choices.find((choice) => choice.code === value.reason)?.label ?? '';

  return (
    <section className="staff-panel" aria-labelledby="staff-refund-title">
      <h2 id="staff-refund-title">Refund</h2>
      {confirming ? (
        <div role="group" aria-labelledby="staff-refund-confirm">
          <p id="staff-refund-confirm">
            Refund {amount} in full to {detail.buyer.name} for &lsquo;{reasonLabel}&rsquo;? Their pass stops being valid once the refund is
            processed. This cannot be undone.
          </p>
          <div className="staff-actions">
            <button type="button" className="button button--small" disabled={sending} onClick={() => void confirm()}>
              {sending ? 'Refunding...' : `Confirm refund of ${amount}`}
            </button>
            <button
              type="button"
              className="button button--small button--secondary"
              disabled={sending}
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={review} noValidate aria-label="Refund this order">
          <ReasonFields name="refund" label="Reason for the refund" choices={choices} value={value} onChange={setValue} errors={errors} />
          <button type="submit" className="button button--small">
            Refund {amount}...
          </button>
        </form>
      )}
    </section>
  );
}

function OrderDetail({ initial }: { initial: StaffOrderDetail }) {
  const me = useStaffMe();
  const [detail, setDetail] = useState(initial);
  const [notice, setNotice] = useState<Notice>(null);
  // the reasons' words, for the refunds listed and for the refund form
  const reasons = useAsyncData(listRefundReasons, 'staff-refund-reasons');
  const { order, buyer, pass, issuedPass } = detail;
  const describeRefundReason = (code: string | null) =>
    code === null
      ? 'Made at the provider'
      : ((reasons.status === 'success' ? reasons.data.find((reason) => reason.code === code)?.label : undefined) ?? code);
  const pending = detail.refunds.some((refund) => refund.status === 'pending');

  const reload = async () => {
    try {
      setDetail(await getStaffOrder(order.id));
    } catch (error) {
      setNotice({ kind: 'failed', message: describeFailure(error) });
    }
  };

  useEffect(() => {
    if (!pending) return undefined;
    // the provider's webhook settles the refund on the server; this page only looks again until it has
    const timer = setInterval(() => {
      getStaffOrder(order.id).then(setDetail, () => undefined);
    }, REFUND_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, order.id]);

  const refundable = me.roles.includes('finance') && order.status === 'paid' && !pending;
  const status =
    order.refundStatus === 'pending' && order.status !== 'refunded'
      ? `${ORDER_STATUS_LABELS[order.status]}, refund pending`
      : ORDER_STATUS_LABELS[order.status];

  return (
    <article className="staff-review" aria-labelledby="staff-order-title">
      <p>
        <Link to="/staff/orders">Back to the orders</Link>
      </p>
      <h1 id="staff-order-title">Order {order.id}</h1>
      <p className="staff-review__status">
        Status: <strong>{status}</strong> · {formatMoney(order.amountPaise, order.currency)}
      </p>
      <div
        role={notice?.kind === 'failed' ? 'alert' : 'status'}
        className={notice?.kind === 'failed' ? 'staff-outcome staff-outcome--failed' : 'staff-outcome'}
      >
        {notice?.kind === 'done' && order.status === 'refunded' ? REFUND_SETTLED : notice?.message}
      </div>
      <section className="staff-panel" aria-labelledby="staff-order-summary-title">
        <h2 id="staff-order-summary-title">Order</h2>
        <StaffFacts
          facts={[
            ['Created', formatStaffTime(order.createdAt)],
            ['Paid', order.paidAt ? formatStaffTime(order.paidAt) : 'Not paid'],
            ['Provider', order.provider],
            ['Provider order', order.providerOrderId],
            ['Payment', order.paidPaymentId ?? 'None'],
          ]}
        />
      </section>
      <section className="staff-panel" aria-labelledby="staff-order-buyer-title">
        <h2 id="staff-order-buyer-title">Buyer</h2>
        <StaffFacts
          facts={[
            ['Name', buyer.name],
            ['Mobile', buyer.mobile],
            ['Email', buyer.email],
            ['Gender', buyer.gender],
            ['Consent given', formatStaffTime(buyer.consentAt)],
          ]}
        />
      </section>
      <section className="staff-panel" aria-labelledby="staff-order-pass-title">
        <h2 id="staff-order-pass-title">Pass</h2>
        <StaffFacts
          facts={[
            ['Pass', pass.name],
            ['Validity', pass.validity],
            ['Price', formatMoney(pass.pricePaise)],
            [
              'Issued pass',
              issuedPass
                ? `${issuedPass.valid ? 'Valid' : 'Not valid'}: ${formatStaffTime(issuedPass.validFrom)} to ${formatStaffTime(issuedPass.validUntil)}${
                    issuedPass.revokedAt ? `, revoked ${formatStaffTime(issuedPass.revokedAt)}` : ''
                  }`
                : 'None issued',
            ],
          ]}
        />
      </section>
      <section aria-labelledby="staff-order-payments-title">
        <h2 id="staff-order-payments-title">Payments</h2>
        <HistoryTable
          caption="Payments, oldest first"
          headers={['Payment', 'Status', 'Amount', 'Reported by', 'Error', 'First reported', 'Last updated']}
          rows={detail.payments.map((payment) => [
            payment.id,
            payment.status,
            formatMoney(payment.amountPaise, payment.currency),
            payment.source,
            payment.errorDescription ?? '',
            formatStaffTime(payment.createdAt),
            formatStaffTime(payment.updatedAt),
          ])}
          empty="No payment was reported for this order."
        />
      </section>
      <section aria-labelledby="staff-order-webhooks-title">
        <h2 id="staff-order-webhooks-title">Webhooks</h2>
        <HistoryTable
          caption="Webhooks, oldest first"
          headers={['Event', 'Event id', 'Outcome', 'Received']}
          rows={detail.webhooks.map((webhook) => [webhook.event, webhook.eventId, webhook.outcome, formatStaffTime(webhook.receivedAt)])}
          empty="No webhook named this order."
        />
      </section>
      <section aria-labelledby="staff-order-refunds-title">
        <h2 id="staff-order-refunds-title">Refunds</h2>
        <HistoryTable
          caption="Refunds, oldest first"
          headers={['Refund', 'Status', 'Amount', 'Reason', 'Asked by', 'Asked', 'Processed']}
          rows={detail.refunds.map((refund) => [
            refund.providerRefundId ?? `#${refund.id}`,
            REFUND_STATUS_LABELS[refund.status] + (refund.failureReason ? `: ${refund.failureReason}` : ''),
            formatMoney(refund.amountPaise, refund.currency),
            [describeRefundReason(refund.reasonCode), refund.reasonNote].filter(Boolean).join(': '),
            refund.requestedByName ?? '',
            formatStaffTime(refund.requestedAt),
            refund.processedAt ? formatStaffTime(refund.processedAt) : '',
          ])}
          empty="No refund was asked for."
        />
      </section>
      {refundable ? (
        <RefundForm
          detail={detail}
          reasons={reasons}
          onStarted={async (outcome) => {
            setNotice(outcome);
            await reload();
          }}
        />
      ) : null}
    </article>
  );
}

function StaffOrder() {
  const id = Number(useParams().id);
  const detail = useAsyncData(
    () => (Number.isInteger(id) && id > 0 ? getStaffOrder(id) : Promise.reject(new ApiError('There is no order with this id.', 404))),
    `staff-order:${id}`,
  );
  if (detail.status === 'loading') return <LoadingState />;
  if (detail.status === 'error') return <StaffCallError error={detail.error} onRetry={detail.reload} />;
  return <OrderDetail key={id} initial={detail.data} />;
}

/** /staff/orders/:id (finance, admin; only finance sees Refund). */
export function StaffOrderPage() {
  return (
    <StaffConsoleLayout roles={['finance', 'admin']}>
      <StaffOrder />
    </StaffConsoleLayout>
  );
}
