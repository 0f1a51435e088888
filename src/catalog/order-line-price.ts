/**
 * A requested order line priced from the catalog: by the order functions (functions/src/orders)
 * and by their in-browser stand-in (mocks/functions), so both tell the shopper the same changes.
 */
import { priceInCents } from '../../machines/shopping-list/selectors';
import type { OrderChange, OrderLineRequest } from '../forms/place-order';
import type { WholesaleTerms } from './product';

export interface PricedProduct {
  productName: string;
  /** Retail unit price, a numeric string in KES. */
  price: string;
  wholesale?: WholesaleTerms;
}

/**
 * The line's unit price today, whether wholesale terms apply (asked for, and the quantity meets
 * the catalog's minimum), and the price change to show the shopper, if any.
 */
export function priceOrderLine(line: OrderLineRequest, product: PricedProduct) {
  const terms = product.wholesale;
  const wholesale = line.mode === 'wholesale' && !!terms && line.quantity >= terms.minQty;
  const unitPrice = wholesale && terms ? terms.unitPrice : product.price;
  // A wholesale line below the minimum is shown even where the prices happen to match.
  const refusedTerms = line.mode === 'wholesale' && !wholesale;
  const change: OrderChange | null =
    refusedTerms || priceInCents(unitPrice) !== priceInCents(line.unitPrice)
      ? {
          kind: 'price',
          id: line.id,
          productName: product.productName,
          from: line.unitPrice,
          to: unitPrice,
        }
      : null;
  return { unitPrice, wholesale, change };
}
