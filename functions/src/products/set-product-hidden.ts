/**
 * `setProductHidden`: a product taken out of the shop, or put back (the back office's `Hide from
 * shop` and `Show in shop`). A hidden product (`hidden: true`) has no cards and no search entries
 * (model/catalog/card-documents.ts `hasCard`), removed or made again in the same transaction,
 * so it leaves every listing, search and "You may also like" at once; its page says it is no
 * longer available, and an order reads it as gone (../orders/order-product.ts). Its units and
 * everything else stay as they are.
 */
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { setProductHiddenSchema } from '@model/catalog/product-draft';
import type { Call } from '../core/call';
import { catalogWrites, writeCatalog } from '../catalog/sync-catalog';
import { Refusal } from '../core/refusal';
import { staffClaim, type StaffContext } from '../staff/staff-member';
import { readStaffRequest } from '../staff/staff-request';
import { changeProduct } from './product-change';

export async function setProductHidden(
  context: StaffContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<{ hidden: boolean }> {
  const claim = staffClaim(call);
  const { productId, hidden } = readStaffRequest(setProductHiddenSchema, call.data);
  return changeProduct(context, claim, productId, async (product) => {
    const { transaction, db, ref, before } = product;
    if (!before) throw new Refusal('not-found', 'We could not find that product.');
    const wasHidden = before.hidden === true;
    const after: DocumentData = { ...before, hidden: true };
    if (!hidden) delete after.hidden;
    const catalog = await catalogWrites(transaction, db, productId, before, after);
    // Every read is done: what follows only writes. The catalog is written even when nothing
    // changes, which mends cards a write by other means left behind.
    writeCatalog(transaction, db, catalog);
    if (wasHidden !== hidden) {
      transaction.update(ref, { hidden: hidden ? true : FieldValue.delete() });
      product.record(hidden ? 'hidden' : 'shown', { hidden: { from: wasHidden, to: hidden } });
    }
    return { hidden };
  });
}
