// The same screen as /tickets under the name the navigation uses.
export { default, loader, meta } from "./tickets";
