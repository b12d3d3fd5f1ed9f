/** The group's time zone in the e2e app (TIME_ZONE's default). */
export const GROUP_TIME_ZONE = "America/Los_Angeles";

/** An instant on the group's wall clock: its calendar day (YYYY-MM-DD) and HH:MM, as the forms take them. */
export function wallClock(instant: string | Date, timeZone = GROUP_TIME_ZONE): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The value a datetime-local input holds for this instant on the group's wall clock. */
export function wallTime(instant: string | Date): string {
  const { day, time } = wallClock(instant);
  return `${day}T${time}`;
}

/**
 * The same to the second ("…T19:30:05"), which the forms' server side takes as well: a post that
 * needs a window closing seconds from now, not at a whole minute.
 */
export function wallTimeToSecond(instant: string | Date): string {
  const date = new Date(instant);
  return `${wallTime(date)}:${String(date.getUTCSeconds()).padStart(2, "0")}`;
}
