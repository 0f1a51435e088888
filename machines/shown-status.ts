/**
 * A screen's status from a machine's snapshot: the first of the states the screen shows by name
 * that the machine is in, or `otherwise` while it is in none of them.
 */
export function shownStatus<Shown extends string, Otherwise extends string>(
  snapshot: { matches: (state: Shown) => boolean },
  shown: readonly Shown[],
  otherwise: Otherwise,
): Shown | Otherwise {
  return shown.find((state) => snapshot.matches(state)) ?? otherwise;
}
