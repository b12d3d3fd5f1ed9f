/** Durations in milliseconds, and a moment relative to now, for rows dated around the test's run. */
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
export const later = (ms: number) => new Date(Date.now() + ms);
