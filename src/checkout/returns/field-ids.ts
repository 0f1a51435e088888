import type { ProblemField } from '../../../machines/order-return/types';

/** The form's field ids, so a problem can move the focus to its field. */
export const fieldId = (kind: 'chosen' | 'quantity' | 'reason' | 'size' | 'colour', line: number) =>
  `return-line-${line}-${kind}`;
export const wishId = (wish: 'refund' | 'exchange') => `return-wish-${wish}`;

/** The field a problem sends the focus to: the first line's checkbox for "choose an item". */
export function problemTarget(field: ProblemField, firstLine: number): string {
  switch (field.kind) {
    case 'lines':
      return fieldId('chosen', firstLine);
    case 'wish':
      return wishId('refund');
    default:
      return fieldId(field.kind, field.line);
  }
}
