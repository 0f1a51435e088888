/** Times as the shop's pages show them: in Nairobi's time, whatever zone the phone is set to. */
const day = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'Africa/Nairobi' });
const clock = new Intl.DateTimeFormat('en-KE', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Nairobi',
});

/** The day of an instant (ISO 8601), e.g. `28 Nov 2026`. */
export const nairobiDate = (iso: string): string => day.format(new Date(iso));

/** The time of day of an instant (ISO 8601), `HH:MM`, e.g. `14:05`. */
export const nairobiTime = (iso: string): string => clock.format(new Date(iso));
