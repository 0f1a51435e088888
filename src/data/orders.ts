import type { NewOrder, PlaceOrderResult } from '../../machines/checkout/types';
import { createOnce, newDocumentId } from './create-once';

export type {
  DeliveryDetails,
  NewOrder,
  OrderLine,
  OrderPayment,
  PlaceOrderResult,
} from '../../machines/checkout/types';

/** A new order's id, made on the device when the checkout starts. */
export function newOrderId(): string {
  return newDocumentId('orders');
}

/** Writes the order under the id made when the checkout started, once however often it is sent. */
export async function placeOrder(orderId: string, order: NewOrder): Promise<PlaceOrderResult> {
  const result = await createOnce('orders', orderId, { ...order, status: 'pending' });
  return result === 'created' ? 'placed' : 'already-placed';
}
