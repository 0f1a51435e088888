/**
 * Nairobi's clock, which offers start and end by: East Africa Time is UTC+3 all year (Kenya keeps
 * no summer time), so it is reckoned here by hand, the same on the server, in any browser and in
 * any test, whatever the machine's own zone.
 */
const nairobiOffsetMs = 3 * 60 * 60 * 1000;

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * The instant (ISO, UTC) of a Nairobi date and time as a form's `datetime-local` field gives it,
 * `2026-11-27T00:00`; null for anything else, or a date that does not exist (31 February).
 */
export function nairobiInstant(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(utc);
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  ) {
    return null;
  }
  return new Date(utc - nairobiOffsetMs).toISOString();
}

/** An instant as a `datetime-local` field shows it in Nairobi: `2026-11-27T00:00`. */
export function nairobiLocal(iso: string): string {
  return new Date(Date.parse(iso) + nairobiOffsetMs).toISOString().slice(0, 16);
}

/** An instant as a shopper reads it, in Nairobi: `27 Nov at 00:00`. */
export function nairobiMoment(iso: string): string {
  const local = new Date(Date.parse(iso) + nairobiOffsetMs);
  const time = local.toISOString().slice(11, 16);
  return `${local.getUTCDate()} ${months[local.getUTCMonth()]} at ${time}`;
}
