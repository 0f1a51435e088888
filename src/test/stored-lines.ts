import type { CartItem } from '../../machines/shopping-list/types';

/**
 * A cart line exactly as the shop's earlier version saved it (docs/shop-rules.md, Catalog
 * records): no stock, the price a string, one picture named for the product's front.
 */
function storedLine(id: string, productName: string, price: string, quantity: number): CartItem {
  return {
    id,
    productName,
    price,
    quantity,
    image: [{ downloadURL: `/products/${id}.svg`, name: `${productName} – front` }],
  };
}

export const storedDress = storedLine('p-0001', 'Ankara Print Maxi Dress', '3500', 1);

/** A second such line, at a price with cents and quantity 2. */
export const storedSneakers = storedLine('p-0002', 'Canvas Sneakers', '2499.50', 2);
