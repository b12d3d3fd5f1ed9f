import { describe, expect, it } from "vitest";
import { sanitizeOptionalProductHtml, sanitizeProductHtml } from "./sanitize.server";

describe("sanitizeProductHtml", () => {
  it("drops scripts with their content and event handlers", () => {
    const out = sanitizeProductHtml('<p>Warm</p><script>alert(1)</script><img src=x onerror=alert(1)><b onclick="x()">Bold</b>');
    expect(out).toBe("<p>Warm</p><b>Bold</b>");
  });

  it("keeps the formatting allow-list", () => {
    const html = "<h3>Fit</h3><ul><li><strong>100%</strong> cotton</li><li><em>soft</em></li></ul><ol><li>a</li></ol><br />";
    expect(sanitizeProductHtml(html)).toBe(
      "<h3>Fit</h3><ul><li><strong>100%</strong> cotton</li><li><em>soft</em></li></ul><ol><li>a</li></ol><br />",
    );
    expect(sanitizeProductHtml("<table><tr><th>Size</th><td>S</td></tr></table>")).toBe("<table><tr><th>Size</th><td>S</td></tr></table>");
  });

  it("keeps http(s) and mailto links with rel, drops javascript: and other schemes", () => {
    expect(sanitizeProductHtml('<a href="https://example.org/size" target="_blank">Sizes</a>')).toBe(
      '<a href="https://example.org/size" rel="noopener noreferrer">Sizes</a>',
    );
    expect(sanitizeProductHtml('<a href="mailto:shop@example.org">Mail</a>')).toBe(
      '<a href="mailto:shop@example.org" rel="noopener noreferrer">Mail</a>',
    );
    expect(sanitizeProductHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeProductHtml('<a href="//evil.example/x">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it("removes styles, iframes and unknown tags but keeps their text", () => {
    expect(
      sanitizeProductHtml('<style>p{}</style><iframe src="https://x"></iframe><span style="color:red">Soft</span> <div>tee</div>'),
    ).toBe("Soft tee");
  });

  it("answers null for an empty or all-stripped optional description", () => {
    expect(sanitizeOptionalProductHtml("")).toBeNull();
    expect(sanitizeOptionalProductHtml(null)).toBeNull();
    expect(sanitizeOptionalProductHtml("<script>x</script>")).toBeNull();
    expect(sanitizeOptionalProductHtml("<p>Hi</p>")).toBe("<p>Hi</p>");
  });
});
