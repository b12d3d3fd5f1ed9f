/** The events vertical's browser-safe rules (no database): what a card and the API say about places. */

/** Places still free at an event; null when it has no capacity (unlimited). Never below 0. */
export function placesLeft(event: { capacity: number | null; attendeeCount: number }): number | null {
  return event.capacity === null ? null : Math.max(event.capacity - event.attendeeCount, 0);
}
