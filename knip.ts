// Unused files, exports and dependencies (part of `npm run lint`).
const config = {
  entry: [
    // What Remix loads: the root, the two entries and every route module. A route's `__name`
    // siblings are ordinary modules (remix.config.js keeps them out of the route table), so their
    // unused exports are reported like any other.
    "app/root.tsx",
    "app/entry.client.tsx",
    "app/entry.server.tsx",
    "app/routes/**/*.{ts,tsx}",
    "!app/routes/**/__*",
    "remix.config.js",
    // The npm scripts, the front door that runs before remix-serve, the e2e run and its helpers,
    // and the PostgreSQL project's setup files (vitest.config.ts names them inside a project that
    // exists only when TEST_DATABASE_URL is set).
    "scripts/*.{ts,mjs}",
    "server/*.mjs",
    "e2e/**/*.ts",
    "test/postgres-setup.ts",
    "test/postgres-global-setup.ts",
    // The stand-in app that scripts/backup.test.ts starts as a process.
    "test/app-writing.ts",
  ],
  project: ["app/**/*.{ts,tsx,css}", "db/**/*.ts", "server/**/*.mjs", "scripts/**/*.{ts,mjs}", "test/**/*.ts", "e2e/**/*.ts", "*.{ts,js}"],
  // The route list above is the Remix entry list; the plugin's own would take the `__` siblings too.
  remix: { entry: [] },
  // The /api splat answers every method with the same 404 handler on purpose.
  ignoreIssues: { "app/routes/api+/$.ts": ["duplicates"] },
  ignoreDependencies: [
    // The budget script starts Chrome through the package lighthouse brings; listing it again could
    // pin a second copy. (@remix-run/router is a dependency of its own now, at the version Remix's
    // packages use: the request log matches routes with it.)
    "chrome-launcher",
    // Paraglide loads it by path, as app/i18n/project.inlang/settings.json names it (the catalogues' format).
    "@inlang/plugin-message-format",
  ],
};

export default config;
