const nairobiTime = new Intl.DateTimeFormat('en-KE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Nairobi',
});

/** A moment as the shop's staff read it: in Nairobi's time, wherever the phone is set. */
export const formatWhen = (iso: string): string => nairobiTime.format(new Date(iso));
