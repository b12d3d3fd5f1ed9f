import type { RequestHandler } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/**
 * An msw server for the file's tests: listening from the first test to the last, refusing any
 * request no handler answers (so a test never reaches a real service), and `reset` run after each
 * test (the fakes' recorded requests and state).
 */
export function useMockServer(handlers: RequestHandler[], reset?: () => void) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  if (reset) afterEach(reset);
  afterAll(() => server.close());
  return server;
}
