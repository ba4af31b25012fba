// Why finance refunds an order: a code from this fixed list, so refunds can be counted by reason, and a note, which
// `other` requires. The note is kept on the refund, never in the audit trail (it may name the rider).

export const REFUND_REASONS = {
  'duplicate-payment': 'Paid twice for the same pass',
  'pass-not-usable': 'The pass could not be used (service unavailable)',
  'bought-by-mistake': 'Bought by mistake (wrong pass or date)',
  'rider-request': 'The rider asked for their money back',
  'payment-dispute': 'A payment dispute with the bank',
  other: 'Other (a note is required)',
} as const;

export type RefundReasonCode = keyof typeof REFUND_REASONS;

export const REFUND_REASON_CODES = Object.keys(REFUND_REASONS) as RefundReasonCode[];

export const MAX_REFUND_NOTE_LENGTH = 500;
