// The same screen as /tickets under the name the navigation uses.
export { default, ErrorBoundary, loader, meta } from "./tickets._index";
