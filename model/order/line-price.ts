/**
 * A requested order line priced from the catalog: by the order functions (functions/src/orders)
 * and by their in-browser stand-in (mocks/browser/functions), so both tell the shopper the same changes.
 */
import { priceInCents } from '../money';
import type { OrderChange, OrderViewLine } from './view';
import type { OrderLineRequest } from './request';
import type { WholesaleTerms } from '../catalog/product';

export interface PricedProduct {
  productName: string;
  /** Retail unit price, a numeric string in KES. */
  price: string;
  wholesale?: WholesaleTerms;
}

/**
 * The line as the order keeps it, at today's unit price (wholesale terms apply when asked for and
 * the quantity meets the catalog's minimum), and the price change to show the shopper, if any.
 */
export function priceOrderLine(
  line: OrderLineRequest,
  product: PricedProduct,
): { priced: OrderViewLine; change: OrderChange | null } {
  const terms = product.wholesale;
  const wholesale = line.mode === 'wholesale' && !!terms && line.quantity >= terms.minQty;
  const unitPrice = wholesale && terms ? terms.unitPrice : product.price;
  const { id, size, colour, quantity } = line;
  const { productName } = product;
  // A wholesale line below the minimum is shown even where the prices happen to match.
  const refusedTerms = line.mode === 'wholesale' && !wholesale;
  const changed = refusedTerms || priceInCents(unitPrice) !== priceInCents(line.unitPrice);
  return {
    priced: { id, productName, size, colour, quantity, unitPrice, wholesale },
    change: changed
      ? { kind: 'price', id, productName, from: line.unitPrice, to: unitPrice }
      : null,
  };
}
