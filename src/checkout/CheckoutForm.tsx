import { EmailField, PhoneField } from '@/ui/form-fields/TypedFields';
import { fieldPropsOf } from '@/ui/form-fields/field-props';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { checkoutTotals, withOffers } from '@model/order/totals';
import type { DiscountLine } from '@model/offer/pricing';
import type { CartItem } from '../../machines/shopping-list/types';
import { formatKes } from '@model/money';
import { deliveryOptionById, feeText } from '@model/delivery';
import { SelectField, TextField } from '@/ui/form-fields/TextField';
import {
  checkoutSchema,
  emptyCheckoutFields,
  type CheckoutDetails,
  type CheckoutFields,
} from '@model/checkout';
import { counties } from '@model/counties';
import { deliveryFees, deliveryOptions, shop } from '@/settings/shop-settings';
import { CardSection } from '@/ui/card-section/CardSection';
import {
  cashLimitReason,
  heldPaymentMethod,
  mpesaLimitReason,
  type PaymentMethod,
  type PaymentRefusals,
} from '../../machines/checkout/selectors';
import { RadioFieldset } from '@/ui/form-fields/RadioFieldset';
import { OrderTotals } from './OrderTotals';
import styles from './CheckoutPage.module.css';

export interface CheckoutFormProps {
  /**
   * The cart's lines: the totals are the order's own, summed in cents (checkout/order.ts), and
   * cash on delivery counts their units per size and colour.
   */
  lines: readonly Pick<
    CartItem,
    'id' | 'productName' | 'price' | 'quantity' | 'size' | 'colour' | 'wholesale'
  >[];
  /** The most a cash order may come to, as the checkout machine holds it (its `cashLimit`). */
  cashLimit: number;
  /** Placing or checking: Place order is refused and says why. */
  busy: 'checking' | 'placing' | null;
  /** A signed-in shopper's name and e-mail, filled in where the fields are still empty. */
  prefill: { fullName: string | null; email: string | null };
  /** Shown above Place order: the changes to confirm, or the failure with Retry. */
  notice?: ReactNode;
  /** The cart's offers as last priced: their lines and free delivery count in the totals. */
  offers?: CheckoutOffers;
  /** The discount code field, in the order summary. */
  discountCode?: ReactNode;
  /** Told the delivery chosen and the phone as typed: the offers are priced with them. */
  onDeliveryOrPhone?: (deliveryOption: string | null, phone: string | null) => void;
  onPlace: (fields: CheckoutFields) => void;
}

export interface CheckoutOffers {
  discounts: readonly DiscountLine[];
  discountTotal: number;
  freeDelivery: { name: string } | null;
}

const noOffers: CheckoutOffers = { discounts: [], discountTotal: 0, freeDelivery: null };

/** The order's totals once the offers apply: money off the lines, and free delivery. */
function offeredTotals(listed: ReturnType<typeof checkoutTotals>, offers: CheckoutOffers) {
  const deliveryFee =
    listed.deliveryFee === null ? null : offers.freeDelivery ? 0 : listed.deliveryFee;
  const { total } = withOffers(
    { ...listed, deliveryFee: listed.deliveryFee ?? 0 },
    { discountTotal: offers.discountTotal, deliveryFee: deliveryFee ?? 0 },
  );
  return { subtotal: listed.subtotal, deliveryFee, total };
}

const progress = {
  checking: 'Checking your details…',
  placing: 'Placing your order: checking prices and stock…',
};

/**
 * Delivery details, delivery choice and payment, checked with the checkout schema as
 * the shopper presses Place order. Every value typed stays through every error.
 */
export function CheckoutForm({
  lines,
  cashLimit,
  busy,
  prefill,
  notice,
  offers = noOffers,
  discountCode,
  onDeliveryOrPhone,
  onPlace,
}: CheckoutFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
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

  useEffect(() => {
    onDeliveryOrPhone?.(deliveryOption || null, phone || null);
  }, [deliveryOption, phone, onDeliveryOrPhone]);

  const field = fieldPropsOf('checkout', register, errors);

  const option = deliveryOptionById(deliveryOption);
  const totals = offeredTotals(checkoutTotals(lines, deliveryOption, deliveryFees), offers);
  const refusals: PaymentRefusals = {
    mpesa: mpesaLimitReason(totals.total, cashLimit),
    'cash-on-delivery': cashLimitReason(lines, totals.total, cashLimit),
  };
  const held = heldPaymentMethod(paymentMethod, refusals);

  // A way to pay that cannot take this order gives way to the other one.
  useEffect(() => {
    if (held !== paymentMethod) setValue('paymentMethod', held, { shouldValidate: isSubmitted });
  }, [held, paymentMethod, isSubmitted, setValue]);

  return (
    <form
      noValidate
      className={styles.form}
      aria-busy={busy !== null}
      // The schema has checked the fields; the machine checks them again with the cart.
      onSubmit={handleSubmit(() => {
        if (busy !== null) return;
        // Neither way to pay takes the order: the server would refuse it, so nothing is sent.
        const refused = refusals[getValues('paymentMethod') as PaymentMethod];
        if (refused) setError('paymentMethod', { type: 'limit', message: refused });
        else onPlace(getValues());
      })}
    >
      <CardSection id="checkout-details" title="Delivery details">
        <div className={styles.fields}>
          <TextField {...field('fullName')} label="Full name" autoComplete="name" />
          <PhoneField
            {...field('phone')}
            hint="A Kenyan mobile number, e.g. 0712 345 678. We call or WhatsApp you on it."
          />
          <EmailField {...field('email')} hint="Optional: for a copy of your order." />
          <SelectField {...field('county')} label="County">
            <option value="">Choose your county</option>
            {counties.map((county) => (
              <option key={county} value={county}>
                {county}
              </option>
            ))}
          </SelectField>
          <TextField {...field('town')} label="Town or area" autoComplete="address-level2" />
          <TextField
            {...field('address')}
            label="Delivery address"
            hint="Building, street, house number, or a landmark near you."
            autoComplete="street-address"
          />
        </div>
      </CardSection>

      <CardSection id="checkout-delivery-payment" title="Delivery and payment">
        <div className={styles.fields}>
          <RadioFieldset
            {...field('deliveryOption', 'checkout-delivery')}
            legend="Delivery"
            choices={deliveryOptions.map((choice) => ({
              value: choice.id,
              label: `${choice.label}: ${feeText(deliveryFees[choice.id])}`,
              detail: choice.detail,
            }))}
          />
          <RadioFieldset
            {...field('paymentMethod', 'checkout-payment')}
            legend="Payment"
            choices={[
              {
                value: 'mpesa',
                label: 'M-Pesa',
                detail:
                  refusals.mpesa ??
                  'M-Pesa asks for your PIN on your phone as you place your order.',
                disabled: refusals.mpesa !== null,
              },
              {
                value: 'cash-on-delivery',
                label: 'Cash on delivery',
                detail:
                  refusals['cash-on-delivery'] ??
                  (option && !option.cashOnDelivery
                    ? `Not available with ${option.label.toLowerCase()}.`
                    : 'Pay when your order reaches you, or at pick-up.'),
                disabled: refusals['cash-on-delivery'] !== null,
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
              <PhoneField
                id="checkout-mpesa-phone"
                label="M-Pesa phone number"
                hint="The phone that pays: the same as above unless you change it."
                registration={register('mpesaPhone', {
                  onChange: () => setMpesaPhoneEdited(true),
                })}
                error={errors.mpesaPhone?.message}
              />
            </div>
          ) : null}
        </div>
      </CardSection>

      <CardSection id="checkout-summary" title="Order summary">
        {discountCode}
        <OrderTotals {...totals} discounts={offers.discounts} freeDelivery={offers.freeDelivery} />
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
      </CardSection>
    </form>
  );
}
