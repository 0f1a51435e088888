import type { OrderAction } from '@model/order/status';
import { orderStepRequestSchema, type OrderStepRequest } from '@model/staff/requests';

/** What staff type in a step's dialog: the courier and tracking reference, or the reason. */
export interface StepFields {
  courier: string;
  tracking: string;
  reason: string;
}

export const noStepFields: StepFields = { courier: '', tracking: '', reason: '' };

/** A field's error by its name; `order` for a fault of the order itself, not of a field. */
export type StepFieldErrors = Partial<Record<keyof StepFields | 'order', string>>;

/** The steps staff confirm in a dialog, saying what goes with them; the others are one press. */
export const stepsWithDetails: readonly OrderAction[] = ['dispatch', 'cancel'];

export const needsDetails = (action: OrderAction): boolean => stepsWithDetails.includes(action);

/** The fields each step sends. */
const fieldsOf: Record<OrderAction, ReadonlyArray<keyof StepFields>> = {
  confirm: [],
  pack: [],
  dispatch: ['courier', 'tracking'],
  deliver: [],
  cancel: ['reason'],
};

/**
 * The request for a step, checked by the schema the callables check it with
 * (model/staff/requests.ts) and trimmed as it trims; or each field's error.
 */
export function checkStep(
  orderId: string,
  action: OrderAction,
  fields: StepFields,
): { request: OrderStepRequest } | { errors: StepFieldErrors } {
  const sent = Object.fromEntries(fieldsOf[action].map((name) => [name, fields[name]]));
  const checked = orderStepRequestSchema.safeParse({ orderId, action, ...sent });
  if (checked.success) return { request: checked.data };
  const errors: StepFieldErrors = {};
  for (const issue of checked.error.issues) {
    const [field] = issue.path;
    const name = fieldsOf[action].find((known) => known === field) ?? 'order';
    errors[name] ??= issue.message;
  }
  return { errors };
}
