/**
 * Which units an order takes from a product, per size and colour. Lines of the same size and
 * colour are summed; a line without a choice is filled from any matching variant, after the lines
 * that name theirs, most-stocked variant first. How many a line may have is the shop's one stock
 * rule (model/catalog/stock-rule.ts, docs/stock.md), asked of what earlier lines left: a product
 * document without a `stock` reads as 0 (functions/src/orders/order-product.ts) and sells nothing.
 */
import { matchingVariants, unitsBuyable, type Stocked } from '../catalog/stock-rule';

export interface StockRequest {
  size: string | null;
  colour: string | null;
  quantity: number;
}

/** Lines of one size and colour asking for more than there is. */
export interface Shortfall extends StockRequest {
  available: number;
}

/** What to take off a product: `units` from `stock`, and per variant key from `variantStock`. */
export interface StockTake {
  units: number;
  variants: Record<string, number>;
}

function grouped(lines: readonly StockRequest[]): StockRequest[] {
  const groups = new Map<string, StockRequest>();
  for (const { size, colour, quantity } of lines) {
    const key = JSON.stringify([size, colour]);
    const group = groups.get(key);
    if (group) group.quantity += quantity;
    else groups.set(key, { size, colour, quantity });
  }
  return [...groups.values()];
}

export function takeStock(
  product: Stocked,
  lines: readonly StockRequest[],
): { take: StockTake; shortfalls: Shortfall[] } {
  const remaining = { ...product.variantStock };
  let remainingTotal = product.stock;
  const take: StockTake = { units: 0, variants: {} };
  const shortfalls: Array<{ index: number; shortfall: Shortfall }> = [];
  const groups = grouped(lines)
    .map((group, index) => ({
      group,
      index,
      keys: matchingVariants(product, group.size, group.colour),
    }))
    .sort((a, b) => a.keys.length - b.keys.length);
  for (const { group, index, keys } of groups) {
    const left: Stocked = {
      ...product,
      stock: remainingTotal,
      ...(product.variantStock ? { variantStock: remaining } : {}),
    };
    const available = unitsBuyable(left, group);
    if (group.quantity > available) {
      shortfalls.push({ index, shortfall: { ...group, available } });
      continue;
    }
    remainingTotal -= group.quantity;
    take.units += group.quantity;
    if (!product.variantStock) continue;
    let wanted = group.quantity;
    for (const key of [...keys].sort((a, b) => (remaining[b] ?? 0) - (remaining[a] ?? 0))) {
      const units = Math.min(wanted, remaining[key] ?? 0);
      if (units === 0) continue;
      remaining[key] = (remaining[key] ?? 0) - units;
      take.variants[key] = (take.variants[key] ?? 0) + units;
      wanted -= units;
    }
  }
  // Told in the order the shopper's lines come.
  shortfalls.sort((a, b) => a.index - b.index);
  return { take, shortfalls: shortfalls.map(({ shortfall }) => shortfall) };
}
