// The same screen as /terms, kept at the address the footer and older links use.
export { default, meta } from "./terms";
