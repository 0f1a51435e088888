/**
 * Receipt numbers: one sequence for the whole shop, without gaps or repeats, as KRA's records
 * expect (functions/src/receipts/receipt-sequence.ts issues them). A paid order gets the next one
 * when it is paid: by M-Pesa when the payment settles, in cash when staff mark it delivered. Money
 * given back gets a credit number from a second sequence of its own, when the refund is made.
 */
export const receiptDigits = 6;

/** The receipt number people read: `R000123`. */
export const formatReceiptNumber = (sequence: number): string =>
  `R${String(sequence).padStart(receiptDigits, '0')}`;

/** A refund's credit number people read: `C000001`. */
export const formatCreditNumber = (sequence: number): string =>
  `C${String(sequence).padStart(receiptDigits, '0')}`;
