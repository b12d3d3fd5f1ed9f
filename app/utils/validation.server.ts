/**
 * The zod pieces for loaders and actions. A route module imports them from here rather than from
 * ./validation: a .server module is empty in the browser bundle, so a page whose component does
 * not validate keeps zod (about 27 KB gzip) on the server (docs/decisions/005-javascript-budget.md). Components that
 * validate in the browser (conform forms) import ./validation itself.
 */
export * from "./validation";
