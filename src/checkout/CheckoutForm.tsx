import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { checkoutTotals } from '../../machines/checkout/order';
import type { CartItem } from '../../machines/shopping-list/types';
import { formatKes } from '@/catalog/price';
import { SelectField, TextField } from '@/ui/form-fields/TextField';
import {
  checkoutSchema,
  deliveryOptionById,
  emptyCheckoutFields,
  type CheckoutDetails,
  type CheckoutFields,
} from './checkout-form';
import { counties } from '@/settings/counties';
import { deliveryOptions, shop } from '@/settings/shop-settings';
import { CheckoutCard } from './CheckoutCard';
import { RadioFieldset } from './RadioFieldset';
import { OrderTotals } from './OrderTotals';
import styles from './CheckoutPage.module.css';

export interface CheckoutFormProps {
  /** The cart's lines: the totals are the order's own, summed in cents (checkout/order.ts). */
  lines: readonly Pick<CartItem, 'price' | 'quantity'>[];
  /** Placing or checking: Place order is refused and says why. */
  busy: 'checking' | 'placing' | null;
  /** A signed-in shopper's name and e-mail, filled in where the fields are still empty. */
  prefill: { fullName: string | null; email: string | null };
  /** Shown above Place order: the changes to confirm, or the failure with Retry. */
  notice?: ReactNode;
  onPlace: (fields: CheckoutFields) => void;
}

const progress = {
  checking: 'Checking your details…',
  placing: 'Placing your order: checking prices and stock…',
};

/**
 * Delivery details, delivery choice and payment, checked with the checkout schema as
 * the shopper presses Place order. Every value typed stays through every error.
 */
export function CheckoutForm({ lines, busy, prefill, notice, onPlace }: CheckoutFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm<CheckoutFields, unknown, CheckoutDetails>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: emptyCheckoutFields,
  });
  const [deliveryOption, paymentMethod, phone] = useWatch({
    control,
    name: ['deliveryOption', 'paymentMethod', 'phone'],
  });

  // The M-Pesa number follows Phone until the shopper types one of their own.
  const [mpesaPhoneEdited, setMpesaPhoneEdited] = useState(false);
  useEffect(() => {
    if (!mpesaPhoneEdited) setValue('mpesaPhone', phone, { shouldValidate: isSubmitted });
  }, [phone, mpesaPhoneEdited, isSubmitted, setValue]);

  useEffect(() => {
    if (prefill.fullName && getValues('fullName') === '') setValue('fullName', prefill.fullName);
    if (prefill.email && getValues('email') === '') setValue('email', prefill.email);
  }, [prefill.fullName, prefill.email, getValues, setValue]);

  /** A field's registration and its error, as the field components take them. */
  const field = (name: keyof CheckoutFields) => ({
    registration: register(name),
    error: errors[name]?.message,
  });

  const option = deliveryOptionById(deliveryOption);
  const totals = checkoutTotals(lines, deliveryOption);

  return (
    <form
      noValidate
      className={styles.form}
      aria-busy={busy !== null}
      // The schema has checked the fields; the machine checks them again with the cart.
      onSubmit={handleSubmit(() => {
        if (busy === null) onPlace(getValues());
      })}
    >
      <CheckoutCard id="checkout-details" title="Delivery details">
        <div className={styles.fields}>
          <TextField
            id="checkout-full-name"
            label="Full name"
            autoComplete="name"
            {...field('fullName')}
          />
          <TextField
            id="checkout-phone"
            label="Phone"
            hint="A Kenyan mobile number, e.g. 0712 345 678. We call or WhatsApp you on it."
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...field('phone')}
          />
          <TextField
            id="checkout-email"
            label="Email"
            hint="Optional: for a copy of your order."
            type="email"
            inputMode="email"
            autoComplete="email"
            {...field('email')}
          />
          <SelectField id="checkout-county" label="County" {...field('county')}>
            <option value="">Choose your county</option>
            {counties.map((county) => (
              <option key={county} value={county}>
                {county}
              </option>
            ))}
          </SelectField>
          <TextField
            id="checkout-town"
            label="Town or area"
            autoComplete="address-level2"
            {...field('town')}
          />
          <TextField
            id="checkout-address"
            label="Delivery address"
            hint="Building, street, house number, or a landmark near you."
            autoComplete="street-address"
            {...field('address')}
          />
        </div>
      </CheckoutCard>

      <CheckoutCard id="checkout-delivery-payment" title="Delivery and payment">
        <div className={styles.fields}>
          <RadioFieldset
            id="checkout-delivery"
            legend="Delivery"
            {...field('deliveryOption')}
            choices={deliveryOptions.map((choice) => ({
              value: choice.id,
              label: `${choice.label}: ${choice.fee === 0 ? 'free' : formatKes(choice.fee)}`,
              detail: choice.detail,
            }))}
          />
          <RadioFieldset
            id="checkout-payment"
            legend="Payment"
            {...field('paymentMethod')}
            choices={[
              {
                value: 'mpesa',
                label: 'M-Pesa',
                detail: 'M-Pesa asks for your PIN on your phone as you place your order.',
              },
              {
                value: 'cash-on-delivery',
                label: 'Cash on delivery',
                detail:
                  option && !option.cashOnDelivery
                    ? `Not available with ${option.label.toLowerCase()}.`
                    : 'Pay when your order reaches you, or at pick-up.',
              },
            ]}
          />
          {paymentMethod === 'mpesa' ? (
            <div className={styles.mpesa}>
              <p className={styles.mpesaTitle}>Pay with M-Pesa on your phone</p>
              <p className={styles.mpesaNote}>
                When you place your order, M-Pesa asks for your PIN on the phone below to pay{' '}
                <strong>{formatKes(totals.total)}</strong>
                {totals.deliveryFee === null ? ' plus delivery' : ''} to {shop.name}.
              </p>
              <TextField
                id="checkout-mpesa-phone"
                label="M-Pesa phone number"
                hint="The phone that pays: the same as above unless you change it."
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                registration={register('mpesaPhone', {
                  onChange: () => setMpesaPhoneEdited(true),
                })}
                error={errors.mpesaPhone?.message}
              />
            </div>
          ) : null}
        </div>
      </CheckoutCard>

      <CheckoutCard id="checkout-summary" title="Order summary">
        <OrderTotals {...totals} />
        <div className={styles.actions}>
          {notice}
          <p role="status" className={styles.progress}>
            {busy ? progress[busy] : ''}
          </p>
          <button
            type="submit"
            className={styles.primary}
            aria-disabled={busy !== null || undefined}
          >
            Place order
          </button>
        </div>
      </CheckoutCard>
    </form>
  );
}
