/**
 * The shop's one rule for "can this be bought, and how many" (docs/stock.md). Cards, the product
 * page and its chooser, the cart and wishlist machines (Move to cart included), checkout and the
 * server's order placement (functions/src/orders) all ask it; none counts stock on its own.
 *
 * - A product's units are its `stock`, split per size and colour by `variantStock` where the
 *   document keeps one (below): never more than `stock`.
 * - A missing or unreadable `stock` is 0 (catalog/product-fields.ts `units`): a product the
 *   catalog has not counted is not sold. It shows as out of stock everywhere, and the server
 *   refuses it, since an order must take its units in the same transaction that writes it.
 * - A list line's `stock` is the rule's answer copied when the line was made (for its size and
 *   colour). A line stored without one (the shop's earlier versions saved none; docs/shop-rules.md,
 *   Catalog records) is not known on this device: it is let through, up to `maxLineQuantity`,
 *   and the server decides at checkout.
 */
import type { Product } from './product';

/**
 * Stock per size and colour. A product's `variantStock` maps `${size}|${colour}` to units, with
 * '' standing for "not sold in sizes" (or colours): `M|Black`, `|Red`, `One size|Tan`, `|`.
 */
export type Stocked = Pick<
  Product,
  'stock' | 'variantStock' | 'sizes' | 'unavailableSizes' | 'colours' | 'unavailableColours'
>;

/** The `variantStock` key of a size and colour; none is ''. */
export function variantKey(size: string | null | undefined, colour: string | null | undefined) {
  return `${size ?? ''}|${colour ?? ''}`;
}

function available(all: readonly string[], unavailable: readonly string[]): string[] {
  return all.length === 0 ? [''] : all.filter((choice) => !unavailable.includes(choice));
}

/**
 * The variants a line can be filled from: its size and colour where chosen, any available one
 * where not (a line moved from the wishlist carries no choice; the shop picks when packing).
 * A choice the product is not sold in, or has sold out of, matches nothing.
 */
export function matchingVariants(
  product: Omit<Stocked, 'stock' | 'variantStock'>,
  size: string | null | undefined,
  colour: string | null | undefined,
): string[] {
  const sizes = available(product.sizes, product.unavailableSizes).filter(
    (candidate) => !size || candidate === size,
  );
  const colours = available(product.colours, product.unavailableColours).filter(
    (candidate) => !colour || candidate === colour,
  );
  return sizes.flatMap((candidate) => colours.map((shade) => variantKey(candidate, shade)));
}

/** Every variant that can be bought: the keys seeded stock is split over. */
export function availableVariants(product: Omit<Stocked, 'stock' | 'variantStock'>): string[] {
  return matchingVariants(product, null, null);
}

/**
 * Units a line with this size and colour could take: the matching variants' stock, never more
 * than the product's total, or the total alone for a document without `variantStock`.
 */
export function unitsInStock(
  product: Stocked,
  size: string | null | undefined,
  colour: string | null | undefined,
): number {
  const keys = matchingVariants(product, size, colour);
  if (keys.length === 0) return 0;
  if (!product.variantStock) return product.stock;
  const units = keys.reduce((sum, key) => sum + (product.variantStock?.[key] ?? 0), 0);
  return Math.min(units, product.stock);
}

/** Below this many, the product page says "Only N left". */
export const lowStockBelow = 5;

/** The most one cart line may ask for when this device knows no count for it. */
export const maxLineQuantity = 99;

export type StockState =
  { kind: 'inStock' } | { kind: 'low'; left: number } | { kind: 'out'; reason: string };

type Choosable = Pick<Product, 'sizes' | 'unavailableSizes' | 'colours' | 'unavailableColours'>;

/** A size, a colour, or either left open (null): any matching variant may fill it. */
export interface Choice {
  size?: string | null;
  colour?: string | null;
}

/** Units this product can sell in the size and colour (either open: any that matches). */
export function unitsBuyable(product: Stocked, { size = null, colour = null }: Choice = {}) {
  return Math.max(0, unitsInStock(product, size, colour));
}

/** Whether the product can be bought at all, or in this size and colour. */
export function canBeBought(product: Stocked, choice: Choice = {}): boolean {
  return unitsBuyable(product, choice) > 0;
}

/**
 * In stock, low ("Only N left") or out, with the reason a shopper reads. A product offered in
 * sizes (or colours) of which none has units left is out too: no choice could be made.
 */
export function stockState(product: Stocked): StockState {
  const left = unitsBuyable(product);
  if (left > 0) return left < lowStockBelow ? { kind: 'low', left } : { kind: 'inStock' };
  const out = (reason: string): StockState => ({ kind: 'out', reason });
  if (product.stock <= 0) return out('This product is sold out.');
  const everyColourListedOut =
    product.colours.length > 0 &&
    product.colours.every((colour) => product.unavailableColours.includes(colour));
  if (everyColourListedOut) return out('Every colour is sold out.');
  if (product.sizes.length > 0) return out('Every size is sold out.');
  if (product.colours.length > 0) return out('Every colour is sold out.');
  return out('This product is sold out.');
}

/** The sizes with units left in some colour, in the product's order. */
export function sizesInStock(product: Stocked): string[] {
  return product.sizes.filter((size) => canBeBought(product, { size }));
}

/** The colours with units left in some size, in the product's order. */
export function coloursInStock(product: Stocked): string[] {
  return product.colours.filter((colour) => canBeBought(product, { colour }));
}

/** A size or colour as a choice shows it: sold out (with the size chosen, for a colour), or not. */
export interface ChoiceOption {
  value: string;
  soldOut: boolean;
}

/** Every size the product is sold in, sold out where no colour has units left in it. */
export function sizeOptions(product: Stocked): ChoiceOption[] {
  return product.sizes.map((size) => ({ value: size, soldOut: !canBeBought(product, { size }) }));
}

/**
 * Every colour the product is sold in, sold out where it has no units in the size chosen (or in
 * any size, before one is chosen). Sizes come first: a size never waits on a colour, so every
 * combination with units left can be reached.
 */
export function colourOptions(product: Stocked, size: string | null): ChoiceOption[] {
  return product.colours.map((colour) => ({
    value: colour,
    soldOut: !canBeBought(product, { size, colour }),
  }));
}

/** Whether a shopper must choose a size or colour first: the product is sold in some. */
export function asksForChoice(product: Choosable): boolean {
  return product.sizes.length > 0 || product.colours.length > 0;
}

/** Wholesale terms can be bought only while the stock covers their minimum quantity. */
export function coversWholesaleMinimum(
  product: Stocked & Pick<Product, 'wholesale'>,
  choice: Choice = {},
): boolean {
  return (
    product.wholesale !== undefined && unitsBuyable(product, choice) >= product.wholesale.minQty
  );
}

/** What a list line knows of its stock: a count, or nothing on this device. */
export interface StockedLine {
  stock?: number;
}

/** Units a line may take: its copied count, or null when this device knows none. */
export function lineUnits(line: StockedLine): number | null {
  return typeof line.stock === 'number' ? Math.max(0, line.stock) : null;
}

/** Whether a line can go into the cart: any units left, or none known here (the server checks). */
export function lineCanBeBought(line: StockedLine): boolean {
  const units = lineUnits(line);
  return units === null || units > 0;
}

/** A product as the catalog keeps it, counted per size and colour; not a line of a list. */
function isCatalogProduct(product: Partial<Stocked>): product is Stocked {
  return (
    typeof product.stock === 'number' &&
    Array.isArray(product.sizes) &&
    Array.isArray(product.unavailableSizes) &&
    Array.isArray(product.colours) &&
    Array.isArray(product.unavailableColours)
  );
}

/**
 * Units for what a shopper puts in a list, in the size and colour chosen: a catalog product is
 * counted per size and colour; a line of the other list brings its copied count, or null when it
 * has none.
 */
export function unitsFor(
  product: Partial<Stocked> & Pick<Product, 'id'>,
  choice: Choice = {},
): number | null {
  return isCatalogProduct(product) ? unitsBuyable(product, choice) : lineUnits(product);
}

/**
 * The quantities a cart line may have: from 1 (or its wholesale minimum) up to its units, or
 * up to `maxLineQuantity` when none are known here. A line with fewer units than its minimum
 * (sold out since, or below the wholesale minimum) stays at its minimum: it cannot grow, and
 * checkout's server check removes or shrinks it with the shopper's confirmation.
 */
export function quantityRange(line: StockedLine & { wholesale?: { minQty: number } }): {
  min: number;
  max: number;
} {
  const min = line.wholesale?.minQty ?? 1;
  const units = lineUnits(line);
  return { min, max: Math.max(min, units ?? maxLineQuantity) };
}

export function clampQuantity(
  line: StockedLine & { wholesale?: { minQty: number } },
  quantity: number,
): number {
  const { min, max } = quantityRange(line);
  return Math.min(max, Math.max(min, quantity));
}
