import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * What a field component takes from its form, by the field's name: its registration, its error
 * and its id, `{form}-{name in kebab case}` unless another is given (labels and hints hang on it).
 */
export function fieldPropsOf<Values extends FieldValues>(
  form: string,
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
) {
  return (name: Path<Values>, id = `${form}-${kebab(name)}`) => ({
    id,
    registration: register(name),
    error: (errors as Record<string, { message?: string } | undefined>)[name]?.message,
  });
}
