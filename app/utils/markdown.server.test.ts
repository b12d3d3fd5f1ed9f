import { describe, expect, it } from "vitest";
import { markdownToSafeHtml } from "./markdown.server";

describe("markdownToSafeHtml", () => {
  it("keeps the safe subset: paragraphs, emphasis, lists, links to this site and others", () => {
    const html = markdownToSafeHtml("Coach leaves **7:30**, not *8*.\n\n- Gate B\n- [Event](/events/4)\n\n[Club](https://club.example)");
    expect(html).toBe(
      '<p>Coach leaves <strong>7:30</strong>, not <em>8</em>.</p>\n<ul>\n<li>Gate B</li>\n<li><a href="/events/4">Event</a></li>\n</ul>\n<p><a href="https://club.example" rel="noopener noreferrer nofollow">Club</a></p>\n',
    );
  });

  it("drops raw HTML, scripts, images, event handlers and javascript: or data: links", () => {
    const html = markdownToSafeHtml(
      'Hi <script>alert(1)</script><img src=x onerror=alert(2)> <b onclick="x()">bold</b>\n\n[x](javascript:alert(3)) [y](data:text/html,hi) ![pic](https://evil.example/p.png)',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|data:|<img|evil/i);
    expect(html).toContain("Hi");
  });
});
