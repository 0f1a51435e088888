/**
 * M-Pesa Express for orders, in one place for the Cloud Functions: the first prompt
 * (`startPayment`), Safaricom's callback (`recordCallback`), reconciliation when the callback
 * never comes (`reconcile`), and a new prompt or a switch to cash after a failure (`payAgain`).
 * Each takes a `PaymentContext`: Firestore, a Daraja client and a clock.
 */
export { callbackAnswer, recordCallback, type CallbackEffect } from './callback';
export { PaymentError, type PaymentContext, type PaymentErrorCode } from './order-payment';
export { payAgain, type PayAgainResult } from './pay-again';
export { startPayment, type PaymentStart } from './push';
export { noAnswerAfterMs, reconcile, type Reconciliation } from './reconcile';
