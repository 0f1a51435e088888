import type { CartOffers, PriceCartRequest } from '@model/offer/cart-offers';
import { callFunction } from '@/data/functions';

/**
 * The cart's offers as the server prices them (the offers and their codes stay on the server):
 * the discount lines, free delivery, and what became of the code typed. A failure is a DataError.
 */
export function priceCart(request: PriceCartRequest): Promise<CartOffers> {
  return callFunction('priceCart', request, 15_000);
}
