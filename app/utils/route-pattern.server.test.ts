import { describe, expect, it } from "vitest";
import { routePatternMatcher, type BuildRoute } from "./route-pattern.server";

// The shape of the server build's route table (remix-flat-routes' folders give pathless layouts).
const routes: Record<string, BuildRoute> = {
  root: { id: "root", path: "" },
  "routes/_site+/_index": { id: "routes/_site+/_index", parentId: "root", index: true },
  "routes/_site+/$": { id: "routes/_site+/$", parentId: "root", path: "*" },
  "routes/_events+/events": { id: "routes/_events+/events", parentId: "root", path: "events" },
  "routes/_events+/events._index": { id: "routes/_events+/events._index", parentId: "routes/_events+/events", index: true },
  "routes/_events+/events.$eventId": { id: "routes/_events+/events.$eventId", parentId: "routes/_events+/events", path: ":eventId" },
  "routes/admin+/_layout": { id: "routes/admin+/_layout", parentId: "root", path: "admin" },
  "routes/admin+/orders.$id.refund": {
    id: "routes/admin+/orders.$id.refund",
    parentId: "routes/admin+/_layout",
    path: "orders/:id/refund",
  },
  "routes/api+/events.$id[.ics]": { id: "routes/api+/events.$id[.ics]", parentId: "root", path: "api/events/:id.ics" },
};

describe("routePatternMatcher", () => {
  const patternOf = routePatternMatcher(routes);

  it("names a path by the pattern of the route that answers it, as Remix matches", () => {
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/events")).toBe("/events");
    expect(patternOf("/events/")).toBe("/events");
    expect(patternOf("/events/42")).toBe("/events/:eventId");
    expect(patternOf("/admin/orders/7/refund")).toBe("/admin/orders/:id/refund");
  });

  it("never gives a raw value back: an unknown path is the catch-all's pattern", () => {
    expect(patternOf("/events/42/nothing-here")).toBe("/*");
    expect(patternOf("/fan%40example.org")).toBe("/*");
  });

  it("without a catch-all, a path no route answers has no pattern", () => {
    const { "routes/_site+/$": _, ...withoutCatchAll } = routes;
    expect(routePatternMatcher(withoutCatchAll)("/nowhere")).toBeNull();
  });

  it("answers a path seen before the same, also after more distinct paths than it keeps", () => {
    const match = routePatternMatcher(routes);
    expect(match("/events/7")).toBe("/events/:eventId");
    expect(match("/events/7")).toBe("/events/:eventId");
    for (let i = 0; i < 6_000; i++) expect(match(`/events/${i}`)).toBe("/events/:eventId");
    expect(match("/admin/orders/7/refund")).toBe("/admin/orders/:id/refund");
    expect(match("/events/7")).toBe("/events/:eventId");
  });
});
