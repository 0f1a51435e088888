import type { CartItem } from '../../machines/shopping-list/types';

/** A cart line exactly as the shop's earlier version saved it (docs/shop-rules.md, Catalog records). */
export const storedDress: CartItem = {
  id: 'p-0001',
  productName: 'Ankara Print Maxi Dress',
  price: '3500',
  quantity: 1,
  image: [{ downloadURL: '/products/p-0001.svg', name: 'Ankara Print Maxi Dress – front' }],
};

/** A second such line, at a price with cents and quantity 2. */
export const storedSneakers: CartItem = {
  id: 'p-0002',
  productName: 'Canvas Sneakers',
  price: '2499.50',
  quantity: 2,
  image: [{ downloadURL: '/products/p-0002.svg', name: 'Canvas Sneakers – front' }],
};
