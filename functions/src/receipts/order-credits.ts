/**
 * The credits on an order's receipt: its refunds made, each with the credit number it took
 * (../refunds/complete-refund.ts). Read only for an order that has a receipt.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { readRefund, refundsCollection } from '@model/payment/refunds';
import { creditsOf, type ReceiptCredit } from '@model/receipt/receipt';

export async function readOrderCredits(db: Firestore, orderId: string): Promise<ReceiptCredit[]> {
  const refunds = await db.collection(refundsCollection).where('orderId', '==', orderId).get();
  return creditsOf(refunds.docs.map((refund) => readRefund(refund.id, refund.data())));
}
