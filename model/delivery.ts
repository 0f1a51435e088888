/**
 * How an order reaches the shopper: the delivery choices, where each goes and whether it takes
 * cash. Their fees are configuration (model/shop-config.ts), handed in where a sum needs them.
 */
import { formatKes } from './money';

export type DeliveryOptionId = 'pickup-cbd' | 'nairobi-delivery' | 'courier-countrywide';

export interface DeliveryOption {
  id: DeliveryOptionId;
  label: string;
  /** What the shopper learns before choosing: where, and how long it takes. */
  detail: string;
  /** Counties it serves; null means every county. */
  counties: readonly string[] | null;
  /** Whether the shopper may pay cash when the parcel arrives. */
  cashOnDelivery: boolean;
}

/** Each delivery choice's fee, in whole KES. */
export type DeliveryFees = Readonly<Record<DeliveryOptionId, number>>;

export const deliveryOptions: readonly DeliveryOption[] = [
  {
    id: 'pickup-cbd',
    label: 'Pick up at our Nairobi CBD shop',
    detail: 'Ready the next working day at Banda Street.',
    counties: null,
    cashOnDelivery: true,
  },
  {
    id: 'nairobi-delivery',
    label: 'Delivery within Nairobi',
    detail: 'To your door in 1 to 2 working days.',
    counties: ['Nairobi'],
    cashOnDelivery: true,
  },
  {
    id: 'courier-countrywide',
    label: 'Courier to other counties',
    detail: 'To the courier office in your town in 2 to 4 working days; pay by M-Pesa first.',
    counties: null,
    cashOnDelivery: false,
  },
];

export const deliveryOptionIds = deliveryOptions.map((option) => option.id) as [
  DeliveryOptionId,
  ...DeliveryOptionId[],
];

export function deliveryOptionById(id: string): DeliveryOption | undefined {
  return deliveryOptions.find((option) => option.id === id);
}

/** Whether a delivery choice reaches a county: null counties means every county. */
export function servesCounty(option: DeliveryOption, county: string): boolean {
  return option.counties === null || option.counties.includes(county);
}

/** Whether the shopper may pay cash with this delivery choice (an unknown one: no). */
export function allowsCash(deliveryOption: string): boolean {
  return deliveryOptionById(deliveryOption)?.cashOnDelivery ?? false;
}

/** The fee of a delivery choice; null for one the shop does not offer. */
export function deliveryFee(fees: DeliveryFees, deliveryOption: string): number | null {
  const option = deliveryOptionById(deliveryOption);
  return option ? fees[option.id] : null;
}

/** A delivery fee as the shop words it: `free`, or the amount in KES. */
export const feeText = (fee: number): string => (fee === 0 ? 'free' : formatKes(fee));
