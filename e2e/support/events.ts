import { expect, type APIRequestContext } from "@playwright/test";

/**
 * A community event of a test's own, `daysAhead` days out (far enough that it takes none of the
 * home page's soonest places other specs count on), created by the admin's request context
 * through /api/events (`values` overrides its fields: a home match, say). The test deletes it when done. Returns its id.
 */
export async function createFarEvent(
  request: APIRequestContext,
  title: string,
  daysAhead: number,
  values: Record<string, unknown> = {},
): Promise<{ id: number }> {
  const created = await request.post("/api/events", {
    data: {
      title,
      date: new Date(Date.now() + daysAhead * 86_400_000).toISOString(),
      location: "Riverside Stadium",
      type: "community",
      ...values,
    },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id };
}
