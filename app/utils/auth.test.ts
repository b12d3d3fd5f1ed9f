import { describe, expect, it } from "vitest";
import { loginPath, safeReturnTo } from "./auth.server";

describe("safeReturnTo", () => {
  it("accepts same-site paths, keeping the query and hash", () => {
    expect(safeReturnTo("/events")).toBe("/events");
    expect(safeReturnTo("/events?x=1#a")).toBe("/events?x=1#a");
  });

  it.each([
    ["a protocol-relative URL", "//evil.example"],
    ["an absolute URL", "https://evil.example"],
    ["a backslash path", "/\\evil"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["undefined", undefined],
    ["a number", 42],
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
  });
});
