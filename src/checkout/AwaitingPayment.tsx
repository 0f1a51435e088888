import type { PromptNews } from '../../machines/checkout/selectors';
import { nairobiTime } from '../../machines/checkout/nairobi-time';
import type { OrderView } from '../../machines/checkout/types';
import { formatKes } from '@model/money';
import { shop } from '@/settings/shop-settings';
import { PayAgainForm, type PayAgainFormProps } from './PayAgainForm';
import { PaymentCard } from './PaymentCard';
import styles from './CheckoutPage.module.css';

export interface AwaitingPaymentProps extends Omit<PayAgainFormProps, 'suggestsCash'> {
  news: PromptNews;
  /** Try again (and cash where the delivery takes it) is open: the prompt may never have come. */
  canPromptAgain: boolean;
  /** Why the last Try again was refused, for the shopper. */
  failureMessage: string | null;
}

/**
 * The order waits for its M-Pesa payment: the shopper enters their PIN on their phone, and the
 * page asks about the order meanwhile and moves on by itself once M-Pesa answers. When the shop
 * cannot be sure the prompt reached the phone, it says so, and opens Try again once a second
 * prompt can no longer meet the first (the prompt's `retryFrom`).
 */
export function AwaitingPayment({
  news,
  canPromptAgain,
  failureMessage,
  ...form
}: AwaitingPaymentProps) {
  const { order } = form;
  const again = canPromptAgain ? <PayAgainForm suggestsCash={false} {...form} /> : null;
  const refusal = failureMessage ? (
    <p role="alert" className={styles.failure}>
      {failureMessage}
    </p>
  ) : null;
  if (news === 'not-sent') {
    return (
      <PaymentCard
        // A card of its own, focused as it shows: the prompt the shopper waited for never went out.
        key="not-sent"
        id="awaiting-payment"
        title="Your order is kept: pay again"
        tone="failure"
        orderNumber={order.number}
        notice={
          <p>We could not send the M-Pesa prompt to your phone. Try again to send a new one.</p>
        }
      >
        {refusal}
        {again}
      </PaymentCard>
    );
  }
  return (
    <PaymentCard
      id="awaiting-payment"
      title="Waiting for your payment"
      tone="prompt"
      orderNumber={order.number}
      notice={
        <>
          <p className={styles.promptTitle}>Check your phone</p>
          <PromptNotice news={news} order={order} retryOpen={canPromptAgain} />
        </>
      }
    >
      {refusal}
      {again}
      <p className={styles.muted}>
        This page updates by itself once M-Pesa answers. Your cart is kept until the payment is
        made.
      </p>
    </PaymentCard>
  );
}

function PromptNotice({
  news,
  order,
  retryOpen,
}: {
  news: Exclude<PromptNews, 'not-sent'>;
  order: OrderView;
  retryOpen: boolean;
}) {
  const amount = <strong>{formatKes(order.total)}</strong>;
  const phone = <strong>{order.payment.phone ?? 'your phone'}</strong>;
  if (news === 'unconfirmed') {
    const retryFrom = order.payment.prompt?.retryFrom;
    return (
      <>
        <p>
          We could not confirm that the M-Pesa prompt reached your phone
          {order.payment.phone ? <> ({phone})</> : null}.
        </p>
        <p>
          If it came, enter your M-Pesa PIN to pay {amount} to {shop.name}: this page updates by
          itself.
        </p>
        <p>
          {retryOpen || !retryFrom
            ? 'If it did not, send a new prompt with Try again.'
            : `If it did not, Try again opens at ${nairobiTime(retryFrom)}.`}
        </p>
      </>
    );
  }
  if (news === 'sending') {
    return (
      <p>
        We are sending the M-Pesa prompt to {phone}. When it comes, enter your PIN to pay {amount}{' '}
        to {shop.name}.
      </p>
    );
  }
  return (
    <p>
      Enter your M-Pesa PIN to pay {amount} to {shop.name}. We sent the prompt to {phone}.
    </p>
  );
}
