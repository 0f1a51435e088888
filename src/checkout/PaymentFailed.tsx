import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { paymentFailureMessage } from '../../machines/checkout/selectors';
import type { OrderView } from '../../machines/checkout/types';
import { formatKes } from '@/model/money';
import { TextField } from '@/ui/form-fields/TextField';
import { payAgainSchema, type PayAgainFields } from '@/model/checkout';
import { PaymentCard } from './PaymentCard';
import styles from './CheckoutPage.module.css';

/**
 * The M-Pesa payment did not go through: why, then a new prompt for the same order (to the same
 * number or another), or cash on delivery where the delivery takes cash. The cart is kept.
 */
export function PaymentFailed({
  order,
  paying,
  failureMessage,
  phone,
  canPayOnDelivery,
  onPayAgain,
  onPayOnDelivery,
}: {
  order: OrderView;
  paying: boolean;
  /** Why the last Try again did not go through, if it did not. */
  /** Why the last attempt to pay again failed, for the shopper. */
  failureMessage: string | null;
  phone: string;
  canPayOnDelivery: boolean;
  onPayAgain: (phone: string) => void;
  onPayOnDelivery: () => void;
}) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<PayAgainFields, unknown, { mpesaPhone: string }>({
    resolver: zodResolver(payAgainSchema),
    defaultValues: { mpesaPhone: phone },
  });
  return (
    <PaymentCard
      id="payment-failed"
      title="Your order is kept: pay again"
      tone="failure"
      orderId={order.id}
      notice={
        <>
          <p>{paymentFailureMessage(order.payment.failure)}</p>
          {failureMessage ? <p>{failureMessage}</p> : null}
        </>
      }
    >
      <form
        noValidate
        className={styles.payAgain}
        aria-busy={paying}
        // The number goes as typed: the schema has checked it, the server reads it the same way.
        onSubmit={handleSubmit(() => {
          if (!paying) onPayAgain(getValues('mpesaPhone'));
        })}
      >
        <TextField
          id="pay-again-phone"
          label="M-Pesa phone number"
          hint={`M-Pesa asks for your PIN on this phone to pay ${formatKes(order.total)}.`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          registration={register('mpesaPhone')}
          error={errors.mpesaPhone?.message}
        />
        <p role="status" className={styles.progress}>
          {paying ? 'Sending a new payment prompt…' : ''}
        </p>
        <div className={styles.placedActions}>
          <button type="submit" className={styles.primary} aria-disabled={paying || undefined}>
            Try again
          </button>
          {canPayOnDelivery ? (
            <button
              type="button"
              className={styles.secondary}
              aria-disabled={paying || undefined}
              onClick={paying ? undefined : onPayOnDelivery}
            >
              Pay cash on delivery instead
            </button>
          ) : null}
        </div>
      </form>
    </PaymentCard>
  );
}
