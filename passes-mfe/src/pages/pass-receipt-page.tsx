import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { getPassReceipt } from '@chalein/shared/api/passes';
import type { PassReceipt } from '@chalein/shared/api/types';
import { brand } from '@chalein/shared/lib/brand';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { useRecordTitle } from '@chalein/shared/lib/use-record-title';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { formatRupees } from '../components/price-tag';
import { passReceiptKey } from '../lib/first-screen-keys';
import { formatIndianDateTime } from '../lib/payment-result';
import '../styles/passes.css';

// /passes/receipt/:token: the receipt a pass's mail links to, by a signed link that needs no account
// (docs/decisions/0044-signed-links.md). It is read afresh on every visit (never kept), so after a refund the
// same link says refunded. It prints as a plain receipt: black on white, without the site's header and footer.

export const receiptMessages = {
  title: 'Pass receipt',
  notFoundTitle: 'Receipt not found',
  notFound: 'We could not find this receipt. Check that the link is complete, as it came in the mail.',
  loadFailed: 'The receipt could not be loaded. Please try again.',
  print: 'Print this receipt',
} as const;

/** The server fetches the receipt as the page does, under the same key. */
export const loadFirstScreen: FirstScreenLoader = async ({ params }) => {
  const token = params.token ?? '';
  return collectFirstScreenData({ [passReceiptKey(token)]: () => getPassReceipt(token) });
};

/** An amount in paise as the receipt writes it: ₹1,339.00. */
export function formatReceiptAmount(paise: number): string {
  return `${formatRupees(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;
}

function ReceiptCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageRoot className="receipt-page">
      <section className="section" aria-labelledby="receipt-title">
        <div className="container">
          <article className="card receipt">
            <p className="receipt__brand">{brand.productName}</p>
            <h1 id="receipt-title" className="receipt__title">
              {title}
            </h1>
            {children}
          </article>
        </div>
      </section>
    </PageRoot>
  );
}

function ReceiptFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="receipt__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ReceiptDetails({ receipt }: { receipt: PassReceipt }) {
  const refunded = receipt.status === 'refunded';
  return (
    <>
      {refunded ? (
        <p className="receipt__refunded" role="status">
          <strong>Refunded</strong>
          {receipt.refundedAt ? ` on ${formatIndianDateTime(receipt.refundedAt)}` : ''}. The amount went back to the payment method, and the
          pass is no longer valid.
        </p>
      ) : null}
      <dl className="receipt__facts">
        <ReceiptFact term="Pass">{receipt.passName}</ReceiptFact>
        <ReceiptFact term="Bought by">{receipt.buyerName}</ReceiptFact>
        <ReceiptFact term="Amount paid">{formatReceiptAmount(receipt.amountPaise)}</ReceiptFact>
        <ReceiptFact term="Payment ID">
          <span className="receipt__payment-id">{receipt.paymentId}</span>
        </ReceiptFact>
        <ReceiptFact term="Order number">{receipt.orderNumber}</ReceiptFact>
        <ReceiptFact term="Paid on">{formatIndianDateTime(receipt.paidAt)}</ReceiptFact>
        <ReceiptFact term="Valid">
          {refunded ? 'No longer valid (refunded); was ' : null}
          {formatIndianDateTime(receipt.validFrom)} to {formatIndianDateTime(receipt.validUntil)}
        </ReceiptFact>
        <ReceiptFact term="Status">{refunded ? 'Refunded' : 'Paid'}</ReceiptFact>
      </dl>
      <p className="receipt__note">
        Questions about this payment? Call {brand.supportPhone} or write to{' '}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> with your payment ID.
      </p>
      <p className="receipt__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {receiptMessages.print}
        </button>
      </p>
    </>
  );
}

/** The receipt of the order the link's token names; a link that is not ours finds none. */
export function PassReceiptPage() {
  const { token = '' } = useParams();
  const receipt = useAsyncData(() => getPassReceipt(token), passReceiptKey(token));
  // the title the server gave it, kept in the browser (a receipt has no seodata for the shell to apply)
  useRecordTitle(`${receiptMessages.title} | ${brand.productName}`);

  if (receipt.status === 'loading') {
    return (
      <ReceiptCard title={receiptMessages.title}>
        <LoadingState />
      </ReceiptCard>
    );
  }
  if (receipt.status === 'error') {
    if (receipt.error instanceof ApiError && receipt.error.status === 404) {
      return (
        <ReceiptCard title={receiptMessages.notFoundTitle}>
          <p className="receipt__message">{receiptMessages.notFound}</p>
          <Link to="/pricing" className="button button--secondary">
            See passes and prices
          </Link>
        </ReceiptCard>
      );
    }
    return (
      <ReceiptCard title={receiptMessages.title}>
        <ErrorState message={receiptMessages.loadFailed} onRetry={receipt.reload} />
      </ReceiptCard>
    );
  }
  return (
    <ReceiptCard title={receiptMessages.title}>
      <ReceiptDetails receipt={receipt.data} />
    </ReceiptCard>
  );
}
