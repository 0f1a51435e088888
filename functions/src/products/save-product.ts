/**
 * `saveProduct`: the back office's product form written (../shared/QA-CONTRACT.md, Back office,
 * Products), created under the id the form made or changed, in one transaction with what listings
 * and search read of it (../catalog/sync-catalog.ts) and its History entry, so a saved product is
 * in the shop at once. A Retry of a save that landed writes the same again and records nothing
 * more: a save that changes nothing is no change. Prices are the server's to charge (an order is
 * priced from the product, functions/src/orders/price-order.ts), so a new price holds for the next
 * order, and a cart at the old one is told at checkout.
 */
import { saveProductRequestSchema } from '@model/catalog/product-draft';
import type { Call } from '../core/call';
import { catalogWrites, writeCatalog } from '../catalog/sync-catalog';
import { staffClaim, type StaffContext } from '../staff/staff-member';
import { readStaffRequest } from '../staff/staff-request';
import { changeProduct } from './product-change';
import { changedFields, changedProduct, newProduct } from './product-document';
import { readDraft } from './read-draft';

export async function saveProduct(
  context: StaffContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<{ productId: string }> {
  const claim = staffClaim(call);
  const { productId, draft } = readStaffRequest(saveProductRequestSchema, call.data);
  const fields = readDraft(draft);
  return changeProduct(context, claim, productId, async (product) => {
    const { transaction, db, ref, before, at } = product;
    const after = before ? changedProduct(before, fields) : newProduct(fields, at);
    const catalog = await catalogWrites(transaction, db, productId, before ?? null, after);
    // Every read is done: what follows only writes.
    transaction.set(ref, after);
    writeCatalog(transaction, db, catalog);
    const changes = changedFields(before, after);
    if (!before || Object.keys(changes).length > 0) {
      product.record(before ? 'updated' : 'created', changes);
    }
    return { productId };
  });
}
