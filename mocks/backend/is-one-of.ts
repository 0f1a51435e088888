/** Whether a value QA sent is one of the known `names` (a scenario, an M-Pesa outcome). */
export function isOneOf<Name extends string>(
  names: readonly Name[],
  value: unknown,
): value is Name {
  return typeof value === 'string' && (names as readonly string[]).includes(value);
}
