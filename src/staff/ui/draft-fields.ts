import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The id of a field of a staff form (`product`, `offer`), for its label, hint and error. */
export const draftFieldId = (form: string, name: string) => `${form}-${kebab(name)}`;

/** A staff form's binding, as far as its fields read it: the machine holds the draft. */
export interface DraftFormBinding<Field extends string, TextField extends Field> {
  draft: Partial<Record<TextField, string>>;
  fieldErrors: Partial<Record<Field, string>>;
  formStatus: string;
  edit: (field: TextField, value: string) => void;
}

/**
 * A staff form's fields for the shop's field components (src/ui/form-fields), bound to the
 * machine, which holds the draft and its rules: each field's id, value, error and a
 * registration that sends what is typed. When a Save finds something wrong, the first field
 * named takes the focus, so a keyboard or screen reader lands on what to correct.
 */
export function useDraftFields<Field extends string, TextField extends Field>(
  form: DraftFormBinding<Field, TextField>,
  formName: string,
) {
  const elements = useRef(new Map<Field, HTMLElement>());
  const { draft, fieldErrors, formStatus, edit } = form;

  useEffect(() => {
    if (formStatus !== 'invalid') return;
    const [first] = Object.keys(fieldErrors) as Field[];
    if (first) elements.current.get(first)?.focus();
  }, [formStatus, fieldErrors]);

  const refOf = (name: Field) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
  };

  return {
    field: (name: TextField) => ({
      id: draftFieldId(formName, name),
      value: draft[name],
      error: fieldErrors[name],
      registration: {
        name,
        ref: refOf(name),
        onChange: async (event: { target: { value: string } }) => edit(name, event.target.value),
        onBlur: async () => undefined,
      } satisfies UseFormRegisterReturn,
    }),
    /** For a field the form lays out itself (Photos, a box to tick). */
    ref: refOf,
  };
}
