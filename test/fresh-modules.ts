import { vi } from "vitest";

/**
 * Runs first before every test file (both projects; `isolate: false` in vitest.config.ts).
 *
 * Workers are kept between files, so Node's own module cache (node_modules: Remix, drizzle, PGlite,
 * msw, …) is loaded once per worker instead of once per file: that import was two thirds of a run's
 * time. What a file could leak into the next is reset here, as vitest does itself between isolated
 * files (`moduleRunner.mocker.reset()` and `resetModules(evaluatedModules, true)` in its worker
 * loop): the module mocks of the last file, every module vitest evaluated (the app's code, the test
 * helpers, mocked modules), so each file gets fresh module state, and the environment variables and
 * globals the last file stubbed.
 */
declare global {
  var __vitest_mocker__: { reset(): void } | undefined;
  var __vitest_worker__:
    | {
        evaluatedModules: {
          idToModuleMap: Map<string, { promise?: unknown; exports?: unknown; evaluated: boolean; importers: Set<string> }>;
        };
      }
    | undefined;
}

const modules = globalThis.__vitest_worker__?.evaluatedModules.idToModuleMap;
if (!globalThis.__vitest_mocker__ || !modules) {
  throw new Error("test/fresh-modules.ts: vitest's worker state is not where it was (vitest upgraded?); see its comment");
}
globalThis.__vitest_mocker__.reset();
modules.forEach((node, path) => {
  // vitest's own modules stay, as in vitest's resetModules.
  if (/\/vitest\/dist\/|vitest-virtual-\w+\/dist|@vitest\/dist/.test(path)) return;
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
});
vi.unstubAllEnvs();
vi.unstubAllGlobals();
