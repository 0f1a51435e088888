/** Said of a failure nothing more is known about. */
export const somethingWentWrong = 'Something went wrong. Please try again.';

/** "1 item", "3 items": how counts of lines read in labels and announcements. */
export function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
