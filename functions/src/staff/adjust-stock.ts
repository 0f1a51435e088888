/**
 * `adjustStock`: units received or removed by staff, through the stock ledger
 * (../stock/ledger.ts) in one transaction with the product, so it cannot race an order taking the
 * same units (both read the product; one retries on the other's write). Units never go below 0,
 * per size and colour or in all; the movement records who changed them and why; the product's
 * cards and `lowestUnits` follow.
 */
import { units, variantStock } from '@model/catalog/product-fields';
import { stockAdjustmentSchema } from '@model/staff/requests';
import type { Call } from '../core/call';
import { Refusal } from '../core/refusal';
import { orderClock } from '../core/context';
import { writesAlwaysOpen } from '../qa/write-gate';
import { changeUnits, readProducts } from '../stock/ledger';
import { actorOf, readStaffMember, staffClaim, type StaffContext } from './staff-member';
import { readStaffRequest } from './staff-request';

/** The product's units once the change is made: the callable's answer. */
export interface NewUnits {
  stock: number;
  variantStock?: Record<string, number>;
}

/** `M|Black` as staff read it: `M, Black`. */
const variantWords = (key: string) =>
  key
    .split('|')
    .filter((part) => part !== '')
    .join(', ');

const unitWords = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

export async function adjustStock(
  context: StaffContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<NewUnits> {
  const claim = staffClaim(call);
  const request = readStaffRequest(stockAdjustmentSchema, call.data);
  const { productId, change, reason } = request;
  await (context.writeGate ?? writesAlwaysOpen)();
  const { db } = context;
  const now = orderClock(context);

  return db.runTransaction(async (transaction): Promise<NewUnits> => {
    const by = actorOf(await readStaffMember(transaction, db, claim));
    const [product] = await readProducts(transaction, db, [productId]);
    if (!product?.data) throw new Refusal('not-found', 'We could not find that product.');
    const perVariant = variantStock(product.data.variantStock);
    // An older product without sizes or colours may keep its units under the one key `|`: the
    // Stock page sends no variant for it, which means that key.
    const soleKey = perVariant && Object.keys(perVariant).join() === '|' ? '|' : null;
    const variant = request.variant ?? soleKey;
    if (perVariant && variant === null) {
      throw new Refusal('invalid-argument', 'Choose the size and colour whose units changed.');
    }
    if (variant !== null && !(perVariant && Object.hasOwn(perVariant, variant))) {
      throw new Refusal(
        'invalid-argument',
        perVariant
          ? `This product has no ${variantWords(variant) || 'such size or colour'}.`
          : 'This product has no sizes or colours: change its units without one.',
      );
    }
    const inAll = units(product.data.stock);
    const onHand =
      variant !== null && perVariant ? Math.min(perVariant[variant] ?? 0, inAll) : inAll;
    if (onHand + change < 0) {
      const what = variant !== null ? ` of ${variantWords(variant)}` : '';
      throw new Refusal(
        'failed-precondition',
        onHand === 0
          ? `There are no units${what} to remove.`
          : `There ${onHand === 1 ? 'is' : 'are'} only ${unitWords(onHand)}${what} to remove, not ${-change}.`,
      );
    }
    const count = Math.abs(change);
    const after = changeUnits(
      transaction,
      db,
      product,
      { units: count, variants: variant !== null ? { [variant]: count } : {} },
      change > 0 ? 1 : -1,
      {
        reason: change > 0 ? 'stock-received' : 'stock-adjusted',
        orderId: null,
        at: now,
        by,
        note: reason,
      },
    );
    const afterVariants = variantStock(after?.variantStock);
    return {
      stock: units(after?.stock),
      ...(afterVariants ? { variantStock: afterVariants } : {}),
    };
  });
}
