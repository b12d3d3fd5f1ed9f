/**
 * The one analytics module. A no-op unless ANALYTICS_URL is set, in which case each event is sent
 * there as JSON ({ name, props, at }) without holding up the request that caused it.
 */
const endpoint = process.env.ANALYTICS_URL?.trim() || null;

export const analyticsEnabled = endpoint !== null;

export type AnalyticsEvent =
  | { name: "pageview"; props: { title: string; path: string } }
  | { name: "event_rsvp"; props: { id: number; title: string } }
  | { name: "shop_category_filter"; props: { category: string } };

export function track(event: AnalyticsEvent): void {
  if (!endpoint) return;
  fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...event, at: new Date().toISOString() }),
    signal: AbortSignal.timeout(3000),
  }).catch((error) => console.warn(`analytics: ${event.name} not sent:`, (error as Error).message));
}
