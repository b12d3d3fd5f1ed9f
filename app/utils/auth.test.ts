import { describe, expect, it } from "vitest";
import { loginPath, safeReturnTo } from "./auth.server";

const APP = "http://app.example";

/** What a browser would do with the answer as a Location header on our site. */
function landsOn(target: string) {
  return new URL(target, `${APP}/somewhere/deep`);
}

describe("safeReturnTo", () => {
  it("accepts same-site paths, keeping the query and hash", () => {
    expect(safeReturnTo("/events")).toBe("/events");
    expect(safeReturnTo("/events?x=1#a")).toBe("/events?x=1#a");
    expect(safeReturnTo("/shop/../events")).toBe("/events");
  });

  // Every tricky input either falls back or ends as a path with exactly one leading slash on
  // this site — never a protocol-relative or absolute target.
  it.each([
    ["dot segment then double slash", "/.//evil.example", "/evil.example"],
    ["dot-dot segment then double slash", "/..//evil.example", "/evil.example"],
    ["encoded dots", "/%2e%2e//evil.example", "/evil.example"],
    ["encoded dot", "/%2e//evil.example/x?y=1", "/evil.example/x?y=1"],
    ["triple slash", "///evil.example", "/"],
    ["protocol-relative", "//evil.example", "/"],
    ["encoded slash", "/%2F/evil.example", "/%2F/evil.example"],
    ["encoded double slash", "/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["encoded backslash", "/%5C%5Cevil.example", "/%5C%5Cevil.example"],
    ["backslash", "/\\evil.example", "/"],
    ["slash backslash", "/\\/evil.example", "/"],
    ["tab between slashes", "/\t/evil.example", "/"],
    ["newline", "/\n/evil.example", "/"],
    ["carriage return", "/\r/evil.example", "/"],
    ["NUL", "/\u0000/evil.example", "/"],
    ["leading space", " /events", "/"],
    ["absolute URL", "https://evil.example/", "/"],
    ["absolute URL to our own host", "http://same.site/events", "/"],
    ["javascript scheme", "javascript:alert(1)", "/"],
    ["data scheme", "data:text/html,hi", "/"],
    ["scheme after slash", "/javascript:alert(1)", "/javascript:alert(1)"],
    ["userinfo trick", "/@evil.example", "/@evil.example"],
    ["empty", "", "/"],
  ])("%s: %j → %j", (_label, input, expected) => {
    const answer = safeReturnTo(input);
    expect(answer).toBe(expected);
    expect(answer.startsWith("/")).toBe(true);
    expect(answer.startsWith("//")).toBe(false);
    expect(landsOn(answer).origin).toBe(APP);
  });

  it.each([
    ["undefined", undefined],
    ["a number", 42],
    ["an array", ["/events"]],
  ])("rejects %s and returns the fallback", (_label, value) => {
    expect(safeReturnTo(value)).toBe("/");
    expect(safeReturnTo(value, "/home")).toBe("/home");
  });
});

describe("loginPath", () => {
  it("carries a return path in the query", () => {
    expect(loginPath("/profile")).toBe("/api/login?returnTo=%2Fprofile");
  });

  it("omits returnTo for the home page, nothing, or an unsafe target", () => {
    expect(loginPath("/")).toBe("/api/login");
    expect(loginPath()).toBe("/api/login");
    expect(loginPath("https://evil.example")).toBe("/api/login");
    expect(loginPath("/.//evil.example")).toBe("/api/login?returnTo=%2Fevil.example");
  });
});
