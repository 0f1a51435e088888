/**
 * A failed payment's order taking its units again (Try again, or cash on delivery instead): each
 * product's lines taken with the shop's stock take (./stock-take.ts), or every line that can no
 * longer be had named in one refusal. The order functions do the same in `retakeHold`
 * (functions/src/orders/holds.ts); their in-browser fake takes with this, and
 * mocks/browser/functions/contract.test.ts holds the two to the same words.
 */
import type { Stocked } from '../catalog/stock-rule';
import { takeStock, type StockTake } from './stock-take';
import type { OrderViewLine } from './view';

export type RetakeLine = Pick<OrderViewLine, 'id' | 'productName' | 'size' | 'colour' | 'quantity'>;

export type Retake =
  /** Per product id, in the order the lines first name them: what to take off its stock. */
  | { outcome: 'taken'; stock: Map<string, StockTake> }
  /** Nothing may be taken: the shopper's message, naming what is gone. */
  | { outcome: 'gone'; message: string };

const optionsText = (size: string | null, colour: string | null) => {
  const chosen = [size, colour].filter((value): value is string => !!value);
  return chosen.length > 0 ? ` (${chosen.join(', ')})` : '';
};

function shortfallText(name: string, left: number, wanted: number, options: string): string {
  return left === 0
    ? `${name}${options} is sold out`
    : `${name}${options}: ${left} left of the ${wanted} ordered`;
}

export function retakeStock(
  lines: readonly RetakeLine[],
  /** A product as it is now; null (or undefined) when it is no longer sold. */
  productOf: (id: string) => Stocked | null | undefined,
): Retake {
  const gone: string[] = [];
  const stock = new Map<string, StockTake>();
  for (const id of new Set(lines.map((line) => line.id))) {
    const productLines = lines.filter((line) => line.id === id);
    const name = productLines[0]?.productName ?? id;
    const product = productOf(id);
    if (!product) {
      gone.push(`${name} is no longer sold`);
      continue;
    }
    const { take, shortfalls } = takeStock(product, productLines);
    for (const { size, colour, quantity, available } of shortfalls) {
      gone.push(shortfallText(name, available, quantity, optionsText(size, colour)));
    }
    stock.set(id, take);
  }
  return gone.length > 0
    ? {
        outcome: 'gone',
        message: `Some of this order is no longer available: ${gone.join('; ')}. Place a new order for what you still want.`,
      }
    : { outcome: 'taken', stock };
}
