// The texts of the purchase flow. The product's own texts are kept word for word; the rest are
// ours, for the cases the product does not cover (above all a payment that is still being confirmed).

export const purchaseMessages = {
  detailsTitle: 'Enter your details',
  selectGender: 'Select gender',
  buy: 'Buy Pass Now',
  pay: 'Pay Now',
  close: 'Close',
  creatingOrder: 'Creating your order...',
  checkoutOpen: 'Complete the payment in the secure checkout window.',
  confirmingPayment: 'Confirming your payment...',
  purchased: 'Pass purchased successfully!',
  statusUpdateFailed: 'Failed to update payment status.',
  dismissed: 'Payment failed. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  orderFailed: 'Failed to create Razorpay order. Please try again.',
  unexpected: 'An error occurred. Please try again later.',
  processingError: 'An error occurred while processing your payment.',
  paymentFailedTitle: 'Payment Failed',
  paymentFailedText: 'Unfortunately, your payment was not successful. Please check your details and try again.',
  /** never "failed" to a rider who paid: the server settles the payment with the provider (docs/decisions/0004-payments.md) */
  beingConfirmed:
    'Your payment went through and is being confirmed with our payment provider. Your pass will be issued as soon as it is confirmed, so there is no need to pay again.',
  stillConfirming:
    'This is taking longer than usual. Your pass will be issued automatically once the payment is confirmed; if it does not appear in the Rider App within a day, please contact us.',
  notAvailable: 'This pass cannot be bought online right now.',
  /** with scripts off, where Buy Pass Now would be: the provider's checkout runs only as a script */
  needsScripts: 'Buying a pass needs JavaScript: turn it on to pay securely with our payment provider.',
  /** the provider's checkout script (or what names it) could not be loaded: said before the rider types anything */
  checkoutUnavailable:
    'The secure payment window could not be loaded, so this pass cannot be paid for yet. Please check your connection, then press Buy Pass Now to try again.',
  checkoutNotLoaded: 'The secure payment window could not be loaded. Please check your connection.',
  loadingCheckout: 'Loading the secure payment window...',
  backToHome: 'Back to Home',
  notAvailableId: 'N/A',
} as const;
