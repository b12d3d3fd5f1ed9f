import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { setRoutePatternResolver } from "../../server/request-context.mjs";

/** A route as the server build lists it (`build.routes`). */
export type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/**
 * Turns a path into the pattern of the route that answers it (`/events/42` → `/events/:id`), by the
 * same matching Remix does, so the request log and the metrics count by route, never by raw URL
 * (one series per route, not one per event id; no personal value in a label).
 */
export function routePatternMatcher(routes: Record<string, BuildRoute>): (pathname: string) => string | null {
  const byParent = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(routes)) byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  const tree = (parentId: string | undefined): AgnosticRouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  const routeTree = tree(undefined);
  // matchRoutes flattens and ranks the whole table on every call (about 0.6 ms for 127 routes, on
  // every request's log line): the paths seen are kept, up to MEMO_SIZE, and the memo starts over
  // when full (a scan of random paths cannot make it grow).
  const memo = new Map<string, string | null>();
  return (pathname) => {
    const known = memo.get(pathname);
    if (known !== undefined) return known;
    const matches = matchRoutes(routeTree, pathname);
    const segments = matches?.flatMap((match) => (match.route.path ? [match.route.path.replace(/^\/+|\/+$/g, "")] : []));
    const pattern = segments ? `/${segments.filter(Boolean).join("/")}` : null;
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(pathname, pattern);
    return pattern;
  };
}

const MEMO_SIZE = 5_000;

/**
 * Hands the front door (server/request-log.mjs) the route table. `buildUrl` is the server build's
 * own module URL (entry.server's `import.meta.url`, bundled into it): importing it again gives the
 * module already loaded, whose `routes` export is the route table remix-serve serves.
 */
export function publishRoutePatterns(buildUrl: string) {
  import(/* @vite-ignore */ buildUrl)
    .then((build: { routes?: Record<string, BuildRoute> }) => {
      if (build.routes) setRoutePatternResolver(routePatternMatcher(build.routes));
    })
    .catch((error: unknown) => console.error("The route table for the request log could not be read:", error));
}
