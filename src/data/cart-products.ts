import type { CurrentProducts } from '../../machines/checkout/types';
import { getProduct } from './products';

/**
 * The cart's products as the catalog holds them now, by id; null for one that is gone. One read
 * per line, in parallel: a cart holds a handful of lines, and each read is retried on its own.
 */
export async function readCartProducts(ids: readonly string[]): Promise<CurrentProducts> {
  const unique = [...new Set(ids)];
  const products = await Promise.all(unique.map((id) => getProduct(id)));
  return Object.fromEntries(
    unique.map((id, index) => {
      const product = products[index];
      return [
        id,
        product
          ? {
              id: product.id,
              productName: product.productName,
              price: product.price,
              stock: product.stock,
              ...(product.wholesale ? { wholesale: product.wholesale } : {}),
            }
          : null,
      ];
    }),
  );
}
