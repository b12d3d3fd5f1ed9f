import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const abs = (glob) => `${root}/${glob}`;

// Every folder under app/routes (remix-flat-routes `+` folders, nested ones included): a route may
// import from its own folder only the `__` siblings, which are its private glue, never a route module.
function routeFolders(dir = "app/routes") {
  return readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [`${dir}/${entry.name}`, ...routeFolders(`${dir}/${entry.name}`)]);
}
// An alias route is the same screen at a second address: it re-exports its screen's module and
// nothing else.
const ALIAS_ROUTES = {
  "app/routes/_site+/privacy-policy.tsx": "app/routes/_site+/privacy.tsx",
  "app/routes/_site+/terms-conditions.tsx": "app/routes/_site+/terms.tsx",
  "app/routes/_tickets+/ticket-exchange.tsx": "app/routes/_tickets+/tickets._index.tsx",
  "app/routes/api+/auth.user.profile.ts": "app/routes/api+/user.profile.ts",
};
const ROUTE_MESSAGE =
  "[layer: routes] a route imports no other route module, only its own folder's `__name` siblings. Shared UI goes to app/components/<area>/, shared server glue to app/models/<area>.server.ts.";
const routeZones = ["app/routes", ...routeFolders()].flatMap((folder) => {
  const aliases = Object.keys(ALIAS_ROUTES).filter((file) => file.startsWith(`${folder}/`) && !file.slice(folder.length + 1).includes("/"));
  const names = aliases.map((file) => file.slice(folder.length + 1));
  return [
    {
      target: names.length ? `${folder}/!(${names.join("|")})` : `${folder}/*`,
      from: "app/routes/**",
      except: [abs(`${folder}/__*`)],
      message: ROUTE_MESSAGE,
    },
    ...aliases.map((file) => ({
      target: file,
      from: "app/routes/**",
      except: [abs(`${folder}/__*`), abs(ALIAS_ROUTES[file].replace(/\.tsx?$/, ".*"))],
      message: ROUTE_MESSAGE,
    })),
  ];
});

// The layers, from the top: routes → components → models (+ notifications) → integrations, utils → db.
// A type import counts as much as a value one: it is still a dependency between the layers.
const layerZones = [
  ...routeZones,
  {
    // entry.server starts the notification scheduler: it is the process's front door, not a route.
    target: ["app/routes/**", "app/root.*"],
    from: ["app/notifications/**", "app/integrations/**"],
    except: [abs("app/notifications/outbox*")],
    message:
      "[layer: routes] routes import components, models, utils and messages: reach an integration or a notification through a model function (app/models/<area>.server.ts).",
  },
  {
    // db/enums.ts holds plain constants (the allowed values of enum-like columns), safe in the browser.
    target: ["app/routes/**", "app/root.*", "app/components/**"],
    from: ["db/**"],
    except: [abs("db/enums.*")],
    message:
      "[layer: routes/components] the database is reached through app/models (and the client through utils/db.server); only db/enums' constants may be imported here.",
  },
  {
    target: "app/components/**",
    from: ["app/routes/**", "app/root.*", "app/entry.*", "app/notifications/**", "app/integrations/**"],
    message:
      "[layer: components] components import components, browser-safe models/<area>.ts and schemas, and browser-safe utils; data comes in as props. A type shared with a route belongs in app/models/ or app/utils/.",
  },
  {
    target: "app/models/**",
    from: ["app/routes/**", "app/root.*", "app/entry.*", "app/components/**", "app/notifications/**"],
    except: [abs("app/notifications/outbox*")],
    message:
      "[layer: models] models import db, utils, integrations and the outbox (app/notifications/outbox.server.ts); a notification kind calls the model, not the other way round.",
  },
  {
    target: "app/notifications/**",
    from: ["app/routes/**", "app/root.*", "app/entry.*", "app/components/**"],
    message: "[layer: notifications] notifications import models, integrations, utils and db.",
  },
  {
    target: "app/integrations/**",
    from: ["app/**", "db/**"],
    except: [abs("app/integrations/**"), abs("app/utils/env.server.*")],
    message:
      "[layer: integrations] an integration imports only app/utils/env.server and its service's SDK, and returns results; recording them (db, models, notifications) is the caller's job.",
  },
  {
    target: "app/utils/!(auth.server|session.server|oidc.server).ts",
    from: ["app/models/**"],
    message:
      "[layer: utils] utils import only utils and db (only auth, OIDC sign-in and session read the users and sessions models): the model call belongs in the route or model that calls this helper.",
  },
  {
    target: "app/utils/**",
    from: ["app/models/**"],
    except: [abs("app/models/users.server.*"), abs("app/models/sessions.server.*")],
    message:
      "[layer: utils] utils import only utils and db (auth/session may read the users and sessions models): the model call belongs in the route or model that calls this helper.",
  },
  {
    target: "app/utils/**",
    from: ["app/routes/**", "app/root.*", "app/entry.*", "app/components/**", "app/notifications/**", "app/integrations/**"],
    message: "[layer: utils] utils import only utils and db; a piece that needs more belongs in app/models/ or beside its route.",
  },
  {
    target: ["server/**", "db/**"],
    from: ["app/**"],
    message:
      "[layer: server/db] server/ and db/ import nothing from app/: they run before (or without) the Remix app. A script's demo data goes in scripts/.",
  },
];

// Paraglide's messages.js exports the messages as one object (`m`), which a bundler cannot shake:
// every page would carry every message in every language.
const wholeCatalogue = {
  name: "~/i18n/paraglide/messages.js",
  message:
    'Import the messages as `import * as m from "~/i18n/paraglide/messages/_index.js"`: the page then carries only the ones it calls.',
};

const remixThemesIndex = {
  name: "remix-themes",
  message:
    'In browser code import from "remix-themes/build/theme-provider.js": the index brings @remix-run/server-runtime (15.6 KB gzip) into every page.',
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      ".cache/**",
      "bench-results/**",
      // Compiled from the catalogues by `npm run i18n`.
      "app/i18n/paraglide/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    // dependency-cruiser reads its config with require().
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
  },
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
  },
  {
    // Cycles anywhere, tests included.
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
  },
  {
    // The layer rules. Tests may import anything they exercise.
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,mjs}", "db/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones }] },
  },
  {
    // useTestDatabase() registers vitest hooks; it is not a React hook despite its name.
    files: ["**/*.test.ts", "test/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // remix-themes' index (CommonJS) requires its theme action, which requires all of
    // @remix-run/server-runtime (cookies, sessions, multipart, turbo-stream): 15.6 KB gzip in every
    // page's JavaScript. The browser's half is taken from its provider module instead.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}", "app/routes/**/*.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [remixThemesIndex, wholeCatalogue] }] },
  },
  {
    // A route module's imports reach its browser bundle unless they come from a *.server module:
    // the shared validation module brings zod (27 KB gzip) to the page even when only the loader
    // uses it (a listing's page went from 112 to 140 KB that way). Loaders and actions take it from
    // the .server re-export.
    files: ["app/routes/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            remixThemesIndex,
            wholeCatalogue,
            {
              name: "~/utils/validation",
              message: "Import from ~/utils/validation.server in a route module: it keeps zod out of the page's bundle.",
            },
          ],
          patterns: [
            {
              group: ["~/models/*.server", "~/utils/*.server"],
              importNamePattern: "^(?!(loader|action|meta))[A-Z_]+$",
              message: "Constants from *.server modules are undefined in the browser; move them to a shared module.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components (and route components, above) run in the browser, where *.server modules are
    // stripped from the bundle: a value (not a type) imported from one and used in the component
    // would be undefined there.
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server"],
              allowTypeImports: true,
              message:
                "[layer: components] a component takes only types (`import type`) from *.server modules: their values are undefined in the browser. Pass the data as props, or move a browser-safe piece to models/<area>.ts.",
            },
          ],
        },
      ],
    },
  },
);
