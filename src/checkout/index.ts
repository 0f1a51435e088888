/** The checkout group: the form, and an order's own page, sharing one checkout. */
export { CheckoutPage } from './CheckoutPage';
export { CheckoutFormPage } from './CheckoutFormPage';
export { CheckoutOrderPage } from './CheckoutOrderPage';
export { CheckoutReceiptPage } from './CheckoutReceiptPage';
