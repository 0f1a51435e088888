import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { DraftField, DraftTextField } from '../../../machines/staff-products/types';
import type { ProductFormBinding } from './use-product-form';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The id of a field of the product form, for its label, hint and error. */
export const draftFieldId = (name: DraftField) => `product-${kebab(name)}`;

/**
 * The product form's fields for the shop's field components (src/ui/form-fields), bound to the
 * machine, which holds the draft and its rules: each field's id, value, error and a
 * registration that sends what is typed. When a Save finds something wrong, the first field
 * named takes the focus, so a keyboard or screen reader lands on what to correct.
 */
export function useDraftFields(form: ProductFormBinding) {
  const elements = useRef(new Map<DraftField, HTMLElement>());
  const { draft, fieldErrors, formStatus, edit } = form;

  useEffect(() => {
    if (formStatus !== 'invalid') return;
    const [first] = Object.keys(fieldErrors) as DraftField[];
    if (first) elements.current.get(first)?.focus();
  }, [formStatus, fieldErrors]);

  const refOf = (name: DraftField) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
  };

  return {
    field: (name: DraftTextField) => ({
      id: draftFieldId(name),
      value: draft[name],
      error: fieldErrors[name],
      registration: {
        name,
        ref: refOf(name),
        onChange: async (event: { target: { value: string } }) => edit(name, event.target.value),
        onBlur: async () => undefined,
      } satisfies UseFormRegisterReturn,
    }),
    /** For a field the form lays out itself (Photos). */
    ref: refOf,
  };
}
