import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { payAgainPhoneError, paymentFailureMessage } from '../../machines/checkout/selectors';
import type { OrderView } from '../../machines/checkout/types';
import { formatKes } from '@/model/money';
import { TextField } from '@/ui/form-fields/TextField';
import { payAgainSchema, type PayAgainFields } from '@/model/checkout';
import { askAboutOrder } from './order-help';
import { OrderHelpActions } from './OrderHelpActions';
import { PaymentCard } from './PaymentCard';
import styles from './CheckoutPage.module.css';

export interface PaymentFailedProps {
  order: OrderView;
  paying: boolean;
  /** Why the last attempt to pay again failed, for the shopper. */
  failureMessage: string | null;
  phone: string;
  /** False once M-Pesa took another amount: staff put it right, nothing is paid again here. */
  canTryAgain: boolean;
  canPayOnDelivery: boolean;
  /** Cash on delivery is the first thing offered: M-Pesa itself is down. */
  suggestsCash: boolean;
  onPayAgain: (phone: string) => void;
  onPayOnDelivery: () => void;
}

/**
 * The M-Pesa payment did not go through: why, then a new prompt for the same order (to the same
 * number or another), or cash on delivery where the delivery takes cash. The cart is kept.
 */
export function PaymentFailed(props: PaymentFailedProps) {
  const { order, failureMessage } = props;
  if (!props.canTryAgain) {
    return (
      <PaymentCard
        id="payment-failed"
        title="We will call you about your payment"
        tone="failure"
        orderId={order.id}
        notice={
          <>
            <p>{paymentFailureMessage(order.payment.failure)}</p>
            {failureMessage ? <p>{failureMessage}</p> : null}
          </>
        }
      >
        <OrderHelpActions
          whatsAppHref={askAboutOrder(
            order.id,
            `M-Pesa took a different amount for order ${order.id}.`,
          )}
          askFirst
        />
      </PaymentCard>
    );
  }
  return <PayAgain {...props} />;
}

function PayAgain({
  order,
  paying,
  failureMessage,
  phone,
  canPayOnDelivery,
  suggestsCash,
  onPayAgain,
  onPayOnDelivery,
}: PaymentFailedProps) {
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<PayAgainFields, unknown, { mpesaPhone: string }>({
    resolver: zodResolver(payAgainSchema),
    defaultValues: { mpesaPhone: phone },
  });
  // A number M-Pesa refused is the field's error, shown again after each refusal.
  const phoneError = payAgainPhoneError(order.payment.failure);
  useEffect(() => {
    if (phoneError) setError('mpesaPhone', { type: 'mpesa', message: phoneError });
  }, [order, phoneError, setError]);

  const cash = canPayOnDelivery ? (
    <button
      type="button"
      className={suggestsCash ? styles.primary : styles.secondary}
      aria-disabled={paying || undefined}
      onClick={paying ? undefined : onPayOnDelivery}
    >
      Pay cash on delivery instead
    </button>
  ) : null;
  return (
    <PaymentCard
      id="payment-failed"
      title="Your order is kept: pay again"
      tone="failure"
      orderId={order.id}
      notice={
        <>
          <p>{paymentFailureMessage(order.payment.failure)}</p>
          {suggestsCash ? <p>You can pay cash on delivery instead.</p> : null}
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
          {suggestsCash ? cash : null}
          <button
            type="submit"
            className={suggestsCash ? styles.secondary : styles.primary}
            aria-disabled={paying || undefined}
          >
            Try again
          </button>
          {suggestsCash ? null : cash}
        </div>
      </form>
    </PaymentCard>
  );
}
