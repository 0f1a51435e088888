import { useEffect } from 'react';
import { isOrderStatus } from '../../machines/checkout/selectors';
import { useCheckout } from './use-checkout';

/**
 * The checkout showing the order at `requested`: the one just placed, or else read again with
 * the token this device kept for it (or as its signed-in owner). The order's page and its
 * receipt read it this one way.
 */
export function useOpenedOrder(requested: string) {
  const checkout = useCheckout();
  const { status, orderId, openOrder } = checkout;
  const showing = isOrderStatus(status) && orderId === requested;
  useEffect(() => {
    if (!showing) openOrder(requested);
  }, [showing, requested, openOrder]);
  return { checkout, showing: showing && status !== 'loadingOrder' };
}
