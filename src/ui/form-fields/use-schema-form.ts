import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { ZodType } from '@model/zod';
import { fieldPropsOf } from './field-props';

/**
 * A form checked by its schema as the shopper submits, every value kept through errors, with its
 * fields' props by name (fieldPropsOf: ids `{form}-{name}`).
 */
export function useSchemaForm<Fields extends FieldValues, Values extends FieldValues>(
  form: string,
  schema: ZodType<Values, Fields>,
  defaultValues: DefaultValues<Fields>,
) {
  const methods = useForm<Fields, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  return { ...methods, field: fieldPropsOf(form, methods.register, methods.formState.errors) };
}
