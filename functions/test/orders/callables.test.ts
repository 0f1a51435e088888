import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { getOrderCall, placeOrderCall } from '../../src/orders/callables';
import { emulatorFirestore } from '../emulator-firestore';
import { accessToken, cashDetails, line, request, scarf } from './order-fixtures';

const db = emulatorFirestore('demo-functions-callables');
const signedIn = (uid: string) => ({ uid, token: {} as never, rawToken: '' });

describe('the order callables', () => {
  it('place an order for the signed-in caller and show it to them', async () => {
    await db.collection('products').doc('scarf').set(scarf);
    const sent = request([line({ id: 'scarf', unitPrice: '800' })], cashDetails);
    const response = await placeOrderCall(db, { auth: signedIn('shopper-uid'), data: sent });
    expect(response).toMatchObject({ outcome: 'placed', order: { id: sent.checkoutId } });
    const shown = await getOrderCall(db, {
      auth: signedIn('shopper-uid'),
      data: { orderId: sent.checkoutId, accessToken },
    });
    expect(response.outcome === 'placed' && response.order).toEqual(shown);
    const stored = await db.collection('orders').doc(sent.checkoutId).get();
    expect(stored.get('ownerUid')).toBe('shopper-uid');
  });

  it('answer a malformed request with invalid-argument and its reason', async () => {
    const refusal = placeOrderCall(db, { data: { checkoutId: 'nope' } });
    await expect(refusal).rejects.toBeInstanceOf(HttpsError);
    await expect(placeOrderCall(db, { data: { checkoutId: 'nope' } })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/checkoutId: Not a checkout id/),
    });
    await expect(getOrderCall(db, { data: { orderId: 'nope' } })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('answer an order the caller may not see with not-found', async () => {
    const orderId = 'NoSuchOrderAbcdefghi';
    const refusal = getOrderCall(db, { data: { orderId, accessToken } });
    await expect(refusal).rejects.toBeInstanceOf(HttpsError);
    await expect(getOrderCall(db, { data: { orderId, accessToken } })).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});
