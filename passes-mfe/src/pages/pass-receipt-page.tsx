import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
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
import { usePassesTexts } from '../lib/passes-texts';
import { formatIndianDateTime } from '../lib/payment-result';
import '../styles/passes.css';

// /passes/receipt/:token: the receipt a pass's mail links to, by a signed link that needs no account
// (docs/decisions/0044-signed-links.md). It is read afresh on every visit (never kept), so after a refund the
// same link says refunded. It prints as a plain receipt: black on white, without the site's header and footer.

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
  const { t, i18n } = usePassesTexts();
  const formatInstant = (iso: string) => formatIndianDateTime(iso, i18n.language);
  const refunded = receipt.status === 'refunded';
  const validity = { from: formatInstant(receipt.validFrom), until: formatInstant(receipt.validUntil) };
  return (
    <>
      {refunded ? (
        <p className="receipt__refunded" role="status">
          <Trans
            t={t}
            i18nKey={receipt.refundedAt ? 'receiptPage.refundedNoticeOn' : 'receiptPage.refundedNotice'}
            values={{ date: receipt.refundedAt ? formatInstant(receipt.refundedAt) : '' }}
            components={{ strong: <strong /> }}
          />
        </p>
      ) : null}
      <dl className="receipt__facts">
        <ReceiptFact term={t('receiptPage.pass')}>{receipt.passName}</ReceiptFact>
        <ReceiptFact term={t('receiptPage.boughtBy')}>{receipt.buyerName}</ReceiptFact>
        <ReceiptFact term={t('receiptPage.amountPaid')}>{formatReceiptAmount(receipt.amountPaise)}</ReceiptFact>
        <ReceiptFact term={t('receiptPage.paymentId')}>
          <span className="receipt__payment-id">{receipt.paymentId}</span>
        </ReceiptFact>
        <ReceiptFact term={t('receiptPage.orderNumber')}>{receipt.orderNumber}</ReceiptFact>
        <ReceiptFact term={t('receiptPage.paidOn')}>{formatInstant(receipt.paidAt)}</ReceiptFact>
        <ReceiptFact term={t('receiptPage.valid')}>
          {refunded ? t('receiptPage.noLongerValid', validity) : t('receiptPage.validRange', validity)}
        </ReceiptFact>
        <ReceiptFact term={t('receiptPage.status')}>{refunded ? t('receiptPage.refunded') : t('receiptPage.paid')}</ReceiptFact>
      </dl>
      <p className="receipt__note">
        <Trans
          t={t}
          i18nKey="receiptPage.questions"
          values={{ phone: brand.supportPhone, email: brand.supportEmail }}
          components={{ mail: <a href={`mailto:${brand.supportEmail}`} /> }}
        />
      </p>
      <p className="receipt__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {t('receiptPage.print')}
        </button>
      </p>
    </>
  );
}

/** The receipt of the order the link's token names; a link that is not ours finds none. */
export function PassReceiptPage() {
  const { t } = usePassesTexts();
  const { token = '' } = useParams();
  const receipt = useAsyncData(() => getPassReceipt(token), passReceiptKey(token));
  // the title the server gave it, kept in the browser (a receipt has no seodata for the shell to apply)
  useRecordTitle(t('receiptPage.documentTitle', { productName: brand.productName }));

  if (receipt.status === 'loading') {
    return (
      <ReceiptCard title={t('receiptPage.title')}>
        <LoadingState />
      </ReceiptCard>
    );
  }
  if (receipt.status === 'error') {
    if (receipt.error instanceof ApiError && receipt.error.status === 404) {
      return (
        <ReceiptCard title={t('receiptPage.notFoundTitle')}>
          <p className="receipt__message">{t('receiptPage.notFound')}</p>
          <Link to="/pricing" className="button button--secondary">
            {t('receiptPage.seePasses')}
          </Link>
        </ReceiptCard>
      );
    }
    return (
      <ReceiptCard title={t('receiptPage.title')}>
        <ErrorState message={t('receiptPage.loadFailed')} onRetry={receipt.reload} />
      </ReceiptCard>
    );
  }
  return (
    <ReceiptCard title={t('receiptPage.title')}>
      <ReceiptDetails receipt={receipt.data} />
    </ReceiptCard>
  );
}
