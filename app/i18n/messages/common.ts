import * as m from "~/i18n/paraglide/messages/_index.js";

/** What a page with several forms answers (a 400) to a post whose intent it does not know: missing, misspelt or another page's. */
export const UNKNOWN_ACTION = () => m.common_unknown_action();

/** Under a table that scrolls sideways inside its region on a narrow screen. */
export const SCROLL_HINT = () => m.common_scroll_hint();
