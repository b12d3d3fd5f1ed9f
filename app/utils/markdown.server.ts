import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * An announcement's body: a safe subset of Markdown (paragraphs, line breaks, emphasis, links,
 * lists, quotes), turned into HTML by `marked` (a well-kept CommonMark parser) and then cleaned by
 * sanitize-html to exactly that subset: raw HTML in the text, scripts, images and any link that is
 * not http(s), mailto or a path on this site are dropped. Rendered on the server, each time it is
 * shown (the stored text is what the admin typed, so nothing is lost).
 */
const parser = new Marked({ gfm: true, breaks: true, async: false });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "a", "ul", "ol", "li", "blockquote", "code"],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "template"],
  transformTags: {
    // Links to other sites never get this page's opener or referrer.
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const outside: sanitizeHtml.Attributes = { href, rel: "noopener noreferrer nofollow" };
      return { tagName, attribs: /^https?:/i.test(href) ? outside : { href } };
    },
    // Headings in a message are just emphasis: the page has its own.
    h1: "p",
    h2: "p",
    h3: "p",
    h4: "p",
    h5: "p",
    h6: "p",
  },
};

export function markdownToSafeHtml(markdown: string): string {
  const html = parser.parse(markdown) as string;
  return sanitizeHtml(html, OPTIONS);
}
