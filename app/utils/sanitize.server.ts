import sanitizeHtml from "sanitize-html";

/**
 * Product descriptions are HTML typed by an admin or imported from the print-on-demand
 * provider. They are cleaned once, when written, and the product page renders only the
 * stored clean copy: a conservative allow-list of formatting tags, links limited to
 * http(s) and mailto, no scripts, styles, event handlers, images or iframes.
 */
const PRODUCT_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "ul",
    "ol",
    "li",
    "h3",
    "h4",
    "blockquote",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], th: ["colspan", "rowspan"], td: ["colspan", "rowspan"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Tags outside the list go with their content when the content is code (script, style…),
  // and leave their text behind otherwise ("<span>Soft</span>" → "Soft").
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "template"],
  // rel is always ours: the transform overwrites whatever the source said.
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
  },
};

/** The most of a description we keep (a long Printify blurb is a few KB). */
export const MAX_PRODUCT_HTML_LENGTH = 20_000;

export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, PRODUCT_HTML_OPTIONS).trim();
}

/** For optional descriptions: null when nothing is left once cleaned. */
export function sanitizeOptionalProductHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  return sanitizeProductHtml(html) || null;
}
