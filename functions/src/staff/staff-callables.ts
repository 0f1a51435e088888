/**
 * The back office's callables for stock, the inbox and the owner's team; the order steps' own are
 * ./order-steps.ts's, beside their code.
 */
import { asCallable } from '../core/call';
import { adjustStock } from './adjust-stock';
import { markReplied } from './mark-replied';
import { addStaff, removeStaff } from './team';

/** The product's units after the change: `{stock, variantStock}`. */
export const adjustStockCall = asCallable(adjustStock);
export const markRepliedCall = asCallable(markReplied);
/** The member: `{uid, email, name, role, addedAt}`. */
export const addStaffCall = asCallable(addStaff);
export const removeStaffCall = asCallable(removeStaff);
