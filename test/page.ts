import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { args } from "./http";

type Handler = (input: ReturnType<typeof args>) => Promise<Response>;

/**
 * One route's page as a browser without JavaScript gets it: a GET, or a POST answered by the
 * action and then the loader, rendered to HTML with the status the page answers.
 */
export async function pageHtml(
  request: Request,
  route: { id: string; path: string; loader: Handler; action?: Handler; Component: ComponentType },
) {
  const { action } = route;
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      children: [
        {
          id: route.id,
          path: route.path,
          loader: ({ request, params }) => route.loader(args(request, params as Record<string, string>)),
          ...(action ? { action: ({ request, params }) => action(args(request, params as Record<string, string>)) } : {}),
          Component: route.Component,
        },
      ],
    },
  ]);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return { status: context.statusCode, html: renderToString(createElement(StaticRouterProvider, { router, context })) };
}
