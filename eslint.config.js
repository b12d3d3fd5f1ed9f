import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["build/**", "public/build/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", ".cache/**", "bench-results/**"],
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
    // useTestDatabase() registers vitest hooks; it is not a React hook despite its name.
    files: ["**/*.test.ts", "db/testing/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
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
          paths: [{ name: "~/utils/validation", message: "Import from ~/utils/validation.server in a route module: it keeps zod out of the page's bundle." }],
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
    files: ["app/components/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
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
);
