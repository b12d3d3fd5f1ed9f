import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { OnceKey } from "./once-key";

function render() {
  const router = createMemoryRouter([{ path: "/", element: <OnceKey /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("OnceKey", () => {
  it("writes a fresh random key into the server's page, so a form sent without JavaScript carries it", () => {
    const first = render().match(/<input type="hidden" name="_key" value="([0-9a-f]{32})"\/>/);
    const second = render().match(/name="_key" value="([0-9a-f]{32})"/);
    expect(first?.[1]).toBeTruthy();
    expect(second?.[1]).not.toBe(first?.[1]);
  });
});
