import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { payAgainPhoneError } from '../../machines/checkout/selectors';
import type { OrderView } from '../../machines/checkout/types';
import { formatKes } from '@model/money';
import { TextField } from '@/ui/form-fields/TextField';
import { payAgainSchema, type PayAgainFields } from '@model/checkout';
import styles from './CheckoutPage.module.css';

export interface PayAgainFormProps {
  order: OrderView;
  paying: boolean;
  phone: string;
  canPayOnDelivery: boolean;
  /** Why cash on delivery is not offered though the delivery takes it: cash's bounds. */
  cashRefusal: string | null;
  /** Cash on delivery is the first thing offered: M-Pesa itself is down. */
  suggestsCash: boolean;
  onPayAgain: (phone: string) => void;
  onPayOnDelivery: () => void;
}

/**
 * A new prompt for the same order, to the same number or another (Try again), or cash on delivery
 * where the delivery and cash's bounds take it: after a failed payment, or a prompt that never
 * reached the phone.
 */
export function PayAgainForm({
  order,
  paying,
  phone,
  canPayOnDelivery,
  cashRefusal,
  suggestsCash,
  onPayAgain,
  onPayOnDelivery,
}: PayAgainFormProps) {
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
      {cashRefusal ? <p className={styles.muted}>{cashRefusal}</p> : null}
    </form>
  );
}
