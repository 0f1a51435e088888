import { doc, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import type { WholesaleTerms } from '../catalog/product';
import { db } from './firebase-app';
import { write } from './resilience';

export interface OrderLine {
  id: string;
  productName: string;
  /** Unit price paid, a numeric string in KES. */
  unitPrice: string;
  quantity: number;
  wholesale?: WholesaleTerms;
}

export interface DeliveryDetails {
  fullName: string;
  /** E.164, e.g. +254712345678. */
  phone: string;
  email: string | null;
  county: string;
  town: string;
  address: string;
  option: string;
}

export interface OrderPayment {
  method: 'mpesa' | 'cash-on-delivery';
  mpesaCode: string | null;
}

export interface NewOrder {
  lines: OrderLine[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  delivery: DeliveryDetails;
  payment: OrderPayment;
  ownerUid: string | null;
}

export type PlaceOrderResult = 'placed' | 'already-placed';

/**
 * Writes the order under the id made when the checkout started. The transaction reads first, so
 * its write carries the `exists: false` precondition: a double click, or a Retry after a write
 * that timed out but landed, never makes a second order.
 */
export async function placeOrder(orderId: string, order: NewOrder): Promise<PlaceOrderResult> {
  const reference = doc(db(), 'orders', orderId);
  // Two attempts: when a concurrent submission wins the create, the second reads it as placed.
  return write(() =>
    runTransaction(
      db(),
      async (transaction) => {
        const existing = await transaction.get(reference);
        if (existing.exists()) return 'already-placed' as const;
        transaction.set(reference, { ...order, status: 'pending', createdAt: serverTimestamp() });
        return 'placed' as const;
      },
      { maxAttempts: 2 },
    ),
  );
}
