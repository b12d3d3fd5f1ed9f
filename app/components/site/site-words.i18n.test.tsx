import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { args, asServed, get, post, settle } from "../../../test/http";
import { action as setTheme } from "~/routes/_site+/action.set-theme";
import { RouteErrorBoundary } from "./route-error-boundary";
import { DelayedRedirect } from "./delayed-redirect";

const de = { headers: { "Accept-Language": "de" } };

/** A page whose loader throws `status`, shown through the route error boundary, as served in `request`'s language. */
async function errorPage(request: Request, status: number) {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      children: [
        {
          id: "broken",
          path: "broken",
          loader: () => {
            throw new Response(null, { status });
          },
          Component: () => null,
          ErrorBoundary: RouteErrorBoundary,
        },
      ],
    },
  ]);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
}

describe("the site's own words in German", () => {
  it("the error boundary's titles, texts and buttons", async () => {
    const notFound = await asServed(get("/broken", de), (request) => errorPage(request, 404));
    expect(notFound).toContain("Nicht gefunden");
    expect(notFound).toContain("Noch einmal versuchen");
    expect(notFound).toContain("Zurück zur Startseite");
    const refused = await asServed(get("/broken", de), (request) => errorPage(request, 403));
    expect(refused).toContain("Dazu hast du keine Berechtigung.");
    const english = await errorPage(get("/broken"), 404);
    expect(english).toContain("Not found");
    expect(english).toContain("Back to the home page");
  });

  it("the theme choice's refusal, as a form and as JSON", async () => {
    const form = await asServed(post("/action/set-theme", { theme: "pink" }, de), (request) => settle(setTheme(args(request))));
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual({ message: "Das Design muss hell, dunkel oder das des Systems sein" });
    const english = await settle(setTheme(args(post("/action/set-theme", { theme: "pink" }))));
    expect(await english.json()).toEqual({ message: "Theme must be light, dark or system" });
  });

  it("the delayed redirect's link", () => {
    const html = asServed(get("/", de), () =>
      renderToString(createElement(DelayedRedirect, { to: "/", delayMs: 1000, title: "t", message: "m" })),
    );
    expect(html).toContain("Weiter");
  });
});
