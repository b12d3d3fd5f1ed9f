// The same screen as /terms, kept at the address the footer and older links use.
export { default, ErrorBoundary, meta } from "./terms";
