/**
 * The orders export (./export-range.ts): one row per order line, each carrying its order's
 * number, customer, delivery, payment, position and money, so a spreadsheet can filter or sum by
 * any of them. Money is in whole KES as plain numbers, for sums; the order's own figures repeat on
 * each of its lines.
 */
import { deliveryOptionById } from '../delivery';
import type { OrderRecord } from '../order/stored-order';
import type { CsvCell } from './csv';
import { nairobiDateTime } from './export-range';

export const orderColumns = [
  'Order number',
  'Date placed',
  'Customer',
  'Phone',
  'County',
  'Town',
  'Delivery',
  'Payment method',
  'M-Pesa receipt',
  'Receipt number',
  'Status',
  'Fulfilment',
  'Product',
  'Size',
  'Colour',
  'Quantity',
  'Unit price (KES)',
  'Line discount (KES)',
  'Delivery fee (KES)',
  'Discounts',
  'Discount total (KES)',
  'Order total (KES)',
  'Refunded (KES)',
  'Refund due (KES)',
] as const;

const paymentMethodLabels = { mpesa: 'M-Pesa', 'cash-on-delivery': 'Cash on delivery' } as const;

/** Each offer applied, as the owner set it up: `Ten off (TENOFF); Free delivery`. */
const discountsOf = (order: OrderRecord): string =>
  order.discounts
    .map((discount) => (discount.code ? `${discount.name} (${discount.code})` : discount.name))
    .join('; ');

const priceOf = (unitPrice: string): CsvCell => {
  const value = Number(unitPrice);
  return Number.isFinite(value) ? value : unitPrice;
};

/**
 * The order's rows: one per line, in the order's own order. `lineDiscounts` is the stored KES off
 * each line (model/order/stored-order.ts), none on an order placed before offers.
 */
export function orderRows(order: OrderRecord, lineDiscounts: readonly number[]): CsvCell[][] {
  const delivery = deliveryOptionById(order.delivery.option)?.label ?? order.delivery.option;
  return order.lines.map((line, index) => [
    order.number ?? order.id,
    order.placedAt ? nairobiDateTime(order.placedAt) : null,
    order.delivery.fullName,
    order.delivery.phone,
    order.delivery.county,
    order.delivery.town,
    delivery,
    paymentMethodLabels[order.payment.method],
    order.payment.receipt,
    order.receiptNumber,
    order.status,
    order.fulfilment,
    line.productName,
    line.size,
    line.colour,
    line.quantity,
    priceOf(line.unitPrice),
    lineDiscounts[index] ?? 0,
    order.deliveryFee,
    discountsOf(order),
    order.discountTotal,
    order.total,
    order.refund?.refunded ?? 0,
    order.refund?.due ?? 0,
  ]);
}
