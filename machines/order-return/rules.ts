/**
 * The return form's rules (../shared/QA-CONTRACT.md, Returns): what must be chosen before Send
 * request, in the shopper's words, and the sizes and colours an exchange may ask for: only those
 * in stock now. The units and the count's words are the model's (model/return/return.ts).
 */
import { canBeBought, coloursInStock, sizesInStock } from '@model/catalog/stock-rule';
import { returnLinesRefusal } from '@model/return/return';
import type { RequestReturn } from '@model/return/request';
import type {
  ExchangeStock,
  LineChoice,
  OrderReturnContext,
  Problem,
  ReturnableLine,
  StockByProduct,
} from './types';

export const untouchedChoice = (): LineChoice => ({
  chosen: false,
  quantity: 1,
  reason: null,
  size: null,
  colour: null,
});

/** What an exchange of this line may ask for now; `null` lists: the product has no such choice. */
export interface ExchangeChoices {
  sizes: string[] | null;
  colours: string[] | null;
  /** Nothing of it can be sent: it left the shop, or every size and colour is sold out. */
  soldOut: boolean;
}

/** The sizes in stock, and the colours in stock in the size chosen (in any, before one is). */
export function exchangeChoices(product: ExchangeStock, size: string | null): ExchangeChoices {
  if (product === null) return { sizes: null, colours: null, soldOut: true };
  const sizes = product.sizes.length > 0 ? sizesInStock(product) : null;
  const colours =
    product.colours.length > 0
      ? size === null
        ? coloursInStock(product)
        : product.colours.filter((colour) => canBeBought(product, { size, colour }))
      : null;
  return { sizes, colours, soldOut: !canBeBought(product) };
}

/** The colour still wanted once this size is: kept where it is in stock in it, else cleared. */
export function colourAfterSize(
  product: ExchangeStock,
  size: string | null,
  colour: string | null,
): string | null {
  if (product === null || colour === null) return colour;
  return canBeBought(product, { size, colour }) ? colour : null;
}

export const stockOf = (stock: StockByProduct | null, line: ReturnableLine): ExchangeStock =>
  stock?.[line.productId] ?? null;

const chosenLines = (context: Pick<OrderReturnContext, 'lines' | 'choices'>) =>
  context.lines.filter((_, index) => context.choices[index]?.chosen);

/**
 * Every problem that stops Send request, in the form's order (refund or exchange, then each
 * line; the first gets the focus); none
 * when the request may go.
 */
export function formProblems(context: OrderReturnContext): Problem[] {
  const problems: Problem[] = [];
  if (context.wish === null) {
    problems.push({ field: { kind: 'wish' }, message: 'Choose Refund or Another size or colour.' });
  }
  const chosen = chosenLines(context);
  const choiceOf = (line: ReturnableLine) => context.choices[context.lines.indexOf(line)]!;
  const units = returnLinesRefusal(
    chosen.map((line) => ({
      line: line.line,
      quantity: choiceOf(line).quantity,
      reason: choiceOf(line).reason ?? 'changed-my-mind',
    })),
    freeUnits(context.lines),
  );
  if (units !== null) problems.push({ field: { kind: 'lines' }, message: units });
  for (const line of chosen) {
    if (choiceOf(line).reason === null) {
      problems.push({
        field: { kind: 'reason', line: line.line },
        message: `Choose why you are returning the ${line.productName}.`,
      });
    }
  }
  if (context.wish !== 'exchange') return problems;
  if (context.stock === null) {
    problems.push({
      field: { kind: 'wish' },
      message: context.stockUnreadable
        ? 'We could not check what is in stock. Check again, or choose Refund.'
        : 'We are still checking what is in stock. Try again in a moment.',
    });
    return problems;
  }
  for (const line of chosen) {
    const choice = choiceOf(line);
    const offered = exchangeChoices(stockOf(context.stock, line), choice.size);
    if (offered.soldOut) {
      problems.push({
        field: { kind: 'wish' },
        message: `The ${line.productName} is out of stock in every size and colour: choose Refund for it.`,
      });
      continue;
    }
    if (offered.sizes !== null && choice.size === null) {
      problems.push({
        field: { kind: 'size', line: line.line },
        message: `Choose the size of ${line.productName} you want instead.`,
      });
    }
    if (offered.colours !== null && choice.colour === null) {
      problems.push({
        field: { kind: 'colour', line: line.line },
        message: `Choose the colour of ${line.productName} you want instead.`,
      });
    }
  }
  return problems;
}

/** Units free to return, indexed by the order line's place (lines not listed have none). */
function freeUnits(lines: readonly ReturnableLine[]): number[] {
  const free: number[] = [];
  for (const line of lines) free[line.line] = line.returnable;
  return Array.from(free, (units) => units ?? 0);
}

/** The request Send request makes of the form as it stands (checked by `formProblems`). */
export function returnRequest(context: OrderReturnContext): RequestReturn {
  const exchange = context.wish === 'exchange';
  return {
    orderId: context.orderId,
    accessToken: context.accessToken,
    returnId: context.returnId!,
    wish: exchange ? 'exchange' : 'refund',
    lines: chosenLines(context).map((line) => {
      const choice = context.choices[context.lines.indexOf(line)]!;
      const product = stockOf(context.stock, line);
      return {
        line: line.line,
        quantity: choice.quantity,
        reason: choice.reason!,
        exchange: exchange
          ? {
              size: product && product.sizes.length > 0 ? choice.size : null,
              colour: product && product.colours.length > 0 ? choice.colour : null,
            }
          : null,
      };
    }),
  };
}
