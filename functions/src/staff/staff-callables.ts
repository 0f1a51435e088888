/** The back office's callables: order steps, stock, the inbox and the owner's team. */
import { asCallable } from '../core/call';
import type { OrderContext } from '../core/context';
import { adjustStock } from './adjust-stock';
import { markReplied } from './mark-replied';
import { takeOrderStep } from './order-steps';
import { addStaff, removeStaff } from './team';

/** Each order step answers where the order stands after it: `{status, fulfilment}`. */
export const confirmOrderCall = asCallable((context: OrderContext, call) =>
  takeOrderStep(context, call, 'confirm'),
);
export const packOrderCall = asCallable((context: OrderContext, call) =>
  takeOrderStep(context, call, 'pack'),
);
export const dispatchOrderCall = asCallable((context: OrderContext, call) =>
  takeOrderStep(context, call, 'dispatch'),
);
export const deliverOrderCall = asCallable((context: OrderContext, call) =>
  takeOrderStep(context, call, 'deliver'),
);
export const cancelOrderCall = asCallable((context: OrderContext, call) =>
  takeOrderStep(context, call, 'cancel'),
);
/** The product's units after the change: `{stock, variantStock}`. */
export const adjustStockCall = asCallable(adjustStock);
export const markRepliedCall = asCallable(markReplied);
/** The member: `{uid, email, name, role, addedAt}`. */
export const addStaffCall = asCallable(addStaff);
export const removeStaffCall = asCallable(removeStaff);
