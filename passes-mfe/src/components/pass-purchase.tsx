import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, UnsuccessfulAnswerError } from '@chalein/shared/api/client';
import { getCheckoutConfig, getPassDetail, registerRider, reportPaymentStatus } from '@chalein/shared/api/passes';
import type { Gender, PassCatalogEntry, PaymentOrder, PaymentStatusResult } from '@chalein/shared/api/types';
import { useStoreUrl } from '@chalein/shared/lib/app-store';
import { brand } from '@chalein/shared/lib/brand';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { useIdempotencyKey } from '@chalein/shared/lib/use-idempotency-key';
import { hasErrors, type FieldErrors } from '@chalein/shared/lib/validation/common';
import { passBuyerConsentMessage, passBuyerGenders, validatePassBuyer } from '@chalein/shared/lib/validation/pass-buyer';
import { LoadingState } from '@chalein/shared/ui/status';
import { passDetailKey } from '../lib/first-screen-keys';
import { loadCheckoutScript, type RazorpayConstructor, type RazorpaySuccessResponse } from '../lib/checkout-script';
import type { PaymentResultState } from '../lib/payment-result';
import { usePassesTexts } from '../lib/passes-texts';
import { useBuyerDetails } from '../lib/use-buyer-details';
import { BuyerDetailsModal, type BuyerDetails, type BuyerField } from './buyer-details-modal';

type Phase = 'idle' | 'details' | 'creating' | 'checkout' | 'confirming';

/** message is a key of the 'passes' namespace; detail is said as it is (the server's own words, or a text already in the page's language) */
interface FormError {
  message: string;
  detail?: string;
}

const buyerFields: readonly BuyerField[] = ['name', 'mobile', 'email', 'gender', 'consent'];

function isBuyerGender(value: string): value is Exclude<Gender, ''> {
  return (passBuyerGenders as readonly string[]).includes(value);
}

/** The spec's words for each way creating the order can fail (section 8), with the server's reason beside them. */
function describeRegistrationError(error: unknown): FormError & { fieldErrors: FieldErrors<BuyerField> } {
  if (!(error instanceof ApiError)) return { message: 'purchase.unexpected', fieldErrors: {} };
  // success:false: the server answered but did not register; its own words are the spec's, with nothing raw beside
  if (error instanceof UnsuccessfulAnswerError) return { message: 'purchase.registrationFailed', fieldErrors: pickBuyerErrors(error) };
  // 502: the payment provider did not create the order
  if (error.status === 502) return { message: 'purchase.orderFailed', fieldErrors: {} };
  if (error.status === null || error.status >= 500) return { message: 'purchase.unexpected', detail: error.message, fieldErrors: {} };
  return { message: 'purchase.registrationFailed', detail: error.message, fieldErrors: pickBuyerErrors(error) };
}

function pickBuyerErrors(error: ApiError): FieldErrors<BuyerField> {
  const fieldErrors: FieldErrors<BuyerField> = {};
  for (const field of buyerFields) if (error.fieldErrors[field]) fieldErrors[field] = error.fieldErrors[field];
  return fieldErrors;
}

/**
 * Buy Pass Now for a customer pass: availability from pass/detail ('Loading...' while unknown, the button only for
 * status 1), the details modal, the order, the provider's checkout, and the report that follows it. A rider who paid
 * is never told the payment failed: if the confirmation does not go through, /thankyou follows it up.
 */
export function PassPurchase({ pass }: { pass: PassCatalogEntry }) {
  const { t } = usePassesTexts();
  const navigate = useNavigate();
  const availability = useAsyncData(() => getPassDetail(pass.iPassId), passDetailKey(pass.iPassId));
  const available = availability.status === 'success' && availability.data.iStatus === 1;
  const [phase, setPhase] = useState<Phase>('idle');
  const buyer = useBuyerDetails();
  const { values } = buyer;
  // one key per order (docs/decisions/0035-idempotent-submissions.md): Pay Now again after a lost answer gets the
  // order the first one made, not a second order; changed details, or a Pay Now after an order opened, make a new one
  const keys = useIdempotencyKey();
  const [formError, setFormError] = useState<FormError | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const checkout = useRef<Promise<RazorpayConstructor> | null>(null);
  // the checkout script failed to load (said beside Buy Pass Now), and whether Buy Pass Now is trying it again
  const [checkoutFailed, setCheckoutFailed] = useState(false);
  const [checkingCheckout, setCheckingCheckout] = useState(false);

  /** The server names the checkout script; it is loaded once, and a failed load is tried again next time. */
  const prepareCheckout = (): Promise<RazorpayConstructor> => {
    if (!checkout.current) {
      const loading = getCheckoutConfig().then((config) => loadCheckoutScript(config.scriptUrl));
      checkout.current = loading;
      loading.catch(() => {
        if (checkout.current === loading) checkout.current = null;
      });
    }
    return checkout.current;
  };

  useEffect(() => {
    // loaded as soon as the pass can be bought, so Pay Now opens the checkout without waiting for it, and a rider
    // whose browser cannot load it is told so before typing their details for nothing
    if (available)
      prepareCheckout().then(
        () => setCheckoutFailed(false),
        () => setCheckoutFailed(true),
      );
  }, [available]);

  const onChange = <K extends BuyerField>(field: K, value: BuyerDetails[K]) => {
    keys.renewKey();
    buyer.setValue(field, value);
    setFormError(null);
  };

  const openDetails = () => {
    setPageError(null);
    setFormError(null);
    if (!checkoutFailed) {
      setPhase('details');
      return;
    }
    // the checkout could not be loaded: Buy Pass Now tries it again, and opens the details only once it is there
    setCheckingCheckout(true);
    prepareCheckout().then(
      () => {
        setCheckingCheckout(false);
        setCheckoutFailed(false);
        setPhase('details');
      },
      () => setCheckingCheckout(false),
    );
  };

  const resultBase = (order: PaymentOrder): PaymentResultState => ({
    orderId: order.order_id,
    customerid: order.customerid,
    passName: order.passName,
    passPath: `/${pass.slug}`,
  });

  const confirmPayment = async (order: PaymentOrder, response: RazorpaySuccessResponse) => {
    setPhase('confirming');
    const base = { ...resultBase(order), paymentId: response.razorpay_payment_id };
    try {
      const result = await reportPaymentStatus({
        order_id: order.order_id,
        customerid: order.customerid,
        iPassId: pass.iPassId,
        razorpay_id: response.razorpay_payment_id,
        razorpay_payment_id: response.razorpay_payment_id,
        razorpay_order_id: response.razorpay_order_id,
        razorpay_signature: response.razorpay_signature,
        amount: order.amount,
        currency: 'INR',
        iPaymentStatus: 1,
      });
      // a paid order still being confirmed gets the confirming message alone: an error line under it would read
      // as a failed payment to a rider who paid
      const state: PaymentResultState =
        result.orderStatus === 'paid' ? { ...base, issuedPass: result.issuedPass } : { ...base, confirming: true };
      navigate('/thankyou', { state });
    } catch {
      // never the old site's 'Failed to update payment status.' or 'An error occurred while processing your payment.'
      // to a rider who paid (docs/decisions/0004-payments.md): whatever went wrong here, the server settles it with the provider, so /thankyou waits for it
      navigate('/thankyou', { state: { ...base, confirming: true } satisfies PaymentResultState });
    }
  };

  const reportDismissal = async (order: PaymentOrder) => {
    setPhase('idle');
    let paidMeanwhile: PaymentStatusResult | null = null;
    try {
      const result = await reportPaymentStatus({
        order_id: order.order_id,
        customerid: order.customerid,
        iPassId: pass.iPassId,
        razorpay_id: '',
        razorpay_payment_id: '',
        razorpay_order_id: order.order_id,
        razorpay_signature: '',
        amount: order.amount,
        currency: 'INR',
        iPaymentStatus: 0,
      });
      // the checkout can be closed after a payment went through (a UPI app approved it): then it is not a failure
      if (result.orderStatus === 'paid') paidMeanwhile = result;
    } catch {
      // the report of a dismissal is a courtesy: the order stays unpaid without it
    }
    if (paidMeanwhile) {
      // the checkout's answer, which names the payment, never came: the server's paid order names it instead
      const state: PaymentResultState = {
        ...resultBase(order),
        paymentId: paidMeanwhile.paymentId,
        issuedPass: paidMeanwhile.issuedPass,
      };
      navigate('/thankyou', { state });
      return;
    }
    navigate('/failed', { state: { ...resultBase(order), errorReason: t('purchase.dismissed') } satisfies PaymentResultState });
  };

  const openCheckout = (Razorpay: RazorpayConstructor, order: PaymentOrder) => {
    setPhase('checkout');
    // the provider calls exactly one of these; a second call (a stray event) must not report twice
    let settled = false;
    try {
      const rzp = new Razorpay({
        key: order.key,
        amount: Math.round(order.amount * 100),
        currency: 'INR',
        name: brand.productName,
        // names the pass being bought (docs/decisions/0004-payments.md), where the old site always said 'Student Pass Purchase Description'
        description: t('purchase.checkoutDescription', { passName: order.passName }),
        order_id: order.order_id,
        prefill: { name: values.name.trim(), email: values.email.trim(), contact: values.mobile },
        notes: { customerid: String(order.customerid) },
        theme: { color: '#0b6e4f' },
        handler: (response) => {
          if (settled) return;
          settled = true;
          void confirmPayment(order, response);
        },
        modal: {
          ondismiss: () => {
            if (settled) return;
            settled = true;
            void reportDismissal(order);
          },
        },
      });
      // a declined attempt keeps the checkout open for another try; closing it then is the dismissal above
      rzp.on('payment.failed', () => undefined);
      rzp.open();
    } catch {
      setPhase('idle');
      setPageError(t('purchase.unexpected'));
    }
  };

  const submit = async () => {
    const found: FieldErrors<BuyerField> = validatePassBuyer(values);
    if (!values.consent) found.consent = passBuyerConsentMessage;
    if (hasErrors(found) || !isBuyerGender(values.gender)) {
      buyer.refuse(found);
      return;
    }
    setPhase('creating');
    setFormError(null);

    let Razorpay: RazorpayConstructor;
    try {
      Razorpay = await prepareCheckout();
    } catch {
      // checked before the order is created, so no order is left behind for a checkout that cannot open
      setFormError({ message: 'purchase.unexpected', detail: t('purchase.checkoutNotLoaded') });
      setCheckoutFailed(true);
      setPhase('details');
      return;
    }

    let order: PaymentOrder;
    try {
      order = await registerRider(
        {
          name: values.name.trim(),
          mobile: values.mobile,
          email: values.email.trim(),
          gender: values.gender,
          iPassId: pass.iPassId,
          // sent as the spec's client does; the server prices the order from its catalog
          amount: pass.price,
          currency: 'INR',
          consent: values.consent,
        },
        keys.takeKey(null),
      );
      keys.renewKey();
    } catch (error) {
      keys.keepKeyAfterFailure(error instanceof ApiError ? error.status : null);
      const described = describeRegistrationError(error);
      if (hasErrors(described.fieldErrors)) buyer.refuse(described.fieldErrors);
      else buyer.setErrors({});
      setFormError({ message: described.message, detail: described.detail });
      setPhase('details');
      return;
    }
    openCheckout(Razorpay, order);
  };

  const showModal = phase === 'details' || phase === 'creating';
  return (
    <div className="pass-purchase">
      {availability.status === 'loading' ? (
        <p className="pass-purchase__loading" role="status">
          <span className="spinner pass-spinner--small" aria-hidden="true" /> {t('purchase.loading')}
        </p>
      ) : null}
      {available ? (
        <>
          <button
            type="button"
            className="button pass-buy-button"
            onClick={openDetails}
            disabled={phase === 'checkout' || phase === 'confirming' || checkingCheckout}
            aria-busy={checkingCheckout}
          >
            {t('purchase.buy')}
          </button>
          {/* Without scripts the button above can do nothing (passes.css hides it): the checkout is the provider's script */}
          <noscript>
            <p className="pass-purchase__no-script">{t('purchase.needsScripts')}</p>
          </noscript>
          {checkingCheckout ? (
            <p className="pass-purchase__status" role="status">
              {t('purchase.loadingCheckout')}
            </p>
          ) : checkoutFailed ? (
            <p className="form-message--error pass-purchase__checkout-error" role="alert">
              {t('purchase.checkoutUnavailable')}
            </p>
          ) : null}
          <p className="pass-purchase__note">{t('purchase.note')}</p>
        </>
      ) : null}
      {availability.status !== 'loading' && !available ? <p className="pass-purchase__note">{t('purchase.notAvailable')}</p> : null}
      {phase === 'checkout' ? (
        <p className="pass-purchase__status" role="status">
          {t('purchase.checkoutOpen')}
        </p>
      ) : null}
      {phase === 'confirming' ? <LoadingState label={t('purchase.confirmingPayment')} /> : null}
      {pageError ? (
        <p className="form-message--error" role="alert">
          {pageError}
        </p>
      ) : null}
      {showModal ? (
        <BuyerDetailsModal
          passName={pass.name}
          values={values}
          errors={buyer.errors}
          summaryCount={buyer.summaryCount}
          busy={phase === 'creating'}
          formError={formError && { message: t(formError.message), detail: formError.detail }}
          onChange={onChange}
          onSubmit={() => void submit()}
          onClose={() => setPhase('idle')}
          errorFocusRequest={buyer.refusals}
        />
      ) : null}
    </div>
  );
}

/** A driver pass is bought in the Driver App: the buy link opens its store page, the device's own store. */
export function DriverPassLink() {
  const { t } = usePassesTexts();
  const storeUrl = useStoreUrl('driver');
  return (
    <div className="pass-purchase">
      <a className="button pass-buy-button" href={storeUrl} target="_blank" rel="noopener noreferrer">
        {t('purchase.buy')}
        <span className="visually-hidden">{t('purchase.inDriverApp')}</span>
      </a>
      <p className="pass-purchase__note">{t('purchase.driverNote')}</p>
    </div>
  );
}
