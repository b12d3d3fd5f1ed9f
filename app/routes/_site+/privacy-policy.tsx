// The same screen as /privacy, kept at the address the footer and older links use.
export { default, ErrorBoundary, meta } from "./privacy";
