/** What a page with several forms answers (a 400) to a post whose intent it does not know: missing, misspelt or another page's. */
export const UNKNOWN_ACTION = "Unknown action.";
