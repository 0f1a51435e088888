const nairobiTime = new Intl.DateTimeFormat('en-KE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Nairobi',
});

const nairobiClock = new Intl.DateTimeFormat('en-KE', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Nairobi',
});

// A day is a date without a time: read and written at midnight UTC, it cannot shift a day.
const calendarDay = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'UTC' });

/** A moment as the shop's staff read it: in Nairobi's time, wherever the phone is set. */
export const formatWhen = (iso: string): string => nairobiTime.format(new Date(iso));

/** A moment's time of day in Nairobi, `HH:MM`. */
export const formatClock = (iso: string): string => nairobiClock.format(new Date(iso));

/** A day, `YYYY-MM-DD`, as staff read it: `3 Mar 2025`. */
export const formatDay = (day: string): string => calendarDay.format(new Date(`${day}T00:00:00Z`));
