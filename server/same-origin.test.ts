import { describe, expect, it } from "vitest";
import { appOriginFromEnv, isCrossSite } from "./same-origin.mjs";
import { applySecurityHeaders, contentSecurityPolicy, requireSameOrigin } from "../app/utils/security.server";

const APP = "http://localhost:3000";

function headers(values: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v]));
  return (name: string) => lower[name.toLowerCase()] ?? null;
}

async function thrownBy(fn: () => unknown): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

describe("isCrossSite", () => {
  it("never flags a GET (or HEAD), whatever the headers say", () => {
    const cross = headers({ Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(isCrossSite("GET", cross, APP)).toBe(false);
    expect(isCrossSite("HEAD", cross, APP)).toBe(false);
  });

  it("accepts a POST whose Origin is the app's", () => {
    expect(isCrossSite("POST", headers({ Origin: APP }), APP)).toBe(false);
  });

  it("flags state-changing requests from another origin", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) {
      expect(isCrossSite(method, headers({ Origin: "https://evil.example" }), APP)).toBe(true);
    }
    // Same host, other port or scheme, is another origin.
    expect(isCrossSite("POST", headers({ Origin: "http://localhost:3001" }), APP)).toBe(true);
    expect(isCrossSite("POST", headers({ Origin: "https://localhost:3000" }), APP)).toBe(true);
  });

  it('flags the opaque "null" origin', () => {
    expect(isCrossSite("POST", headers({ Origin: "null" }), APP)).toBe(true);
  });

  it("lets through a POST with neither Origin nor Sec-Fetch-Site (no browser, no cookies)", () => {
    expect(isCrossSite("POST", headers({}), APP)).toBe(false);
  });

  it("flags Sec-Fetch-Site cross-site / same-site even without an Origin", () => {
    expect(isCrossSite("POST", headers({ "Sec-Fetch-Site": "cross-site" }), APP)).toBe(true);
    expect(isCrossSite("POST", headers({ "Sec-Fetch-Site": "same-site" }), APP)).toBe(true);
  });

  it("accepts Sec-Fetch-Site same-origin (and none)", () => {
    expect(isCrossSite("POST", headers({ "Sec-Fetch-Site": "same-origin" }), APP)).toBe(false);
    expect(isCrossSite("POST", headers({ "Sec-Fetch-Site": "same-origin", Origin: APP }), APP)).toBe(false);
    expect(isCrossSite("POST", headers({ "Sec-Fetch-Site": "none" }), APP)).toBe(false);
  });

  it("still checks the Origin when Sec-Fetch-Site claims same-origin", () => {
    expect(isCrossSite("POST", headers({ "Sec-Fetch-Site": "same-origin", Origin: "https://evil.example" }), APP)).toBe(true);
  });
});

describe("appOriginFromEnv", () => {
  const env = (values: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: "test", ...values });

  it("takes the origin of APP_URL, dropping any path", () => {
    expect(appOriginFromEnv(env({ APP_URL: " https://roadies.example/app/ " }))).toBe("https://roadies.example");
  });

  it("falls back to localhost on PORT (default 3000)", () => {
    expect(appOriginFromEnv(env({ PORT: "4000" }))).toBe("http://localhost:4000");
    expect(appOriginFromEnv(env({ APP_URL: "  " }))).toBe("http://localhost:3000");
  });
});

describe("requireSameOrigin", () => {
  it("throws a 403 Response for a cross-site POST", async () => {
    const request = new Request("http://localhost:3000/api/profile", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    const error = await thrownBy(() => requireSameOrigin(request));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(403);
    expect(await (error as Response).json()).toEqual({ message: "Cross-site request refused" });
  });

  it("passes a same-origin POST and a cross-site GET", () => {
    const post = new Request("http://localhost:3000/api/profile", { method: "POST", headers: { Origin: APP } });
    const get = new Request("http://localhost:3000/events", { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(() => requireSameOrigin(post)).not.toThrow();
    expect(() => requireSameOrigin(get)).not.toThrow();
  });
});

describe("applySecurityHeaders", () => {
  function directives(csp: string) {
    return new Map(
      csp.split(";").map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
  }

  it("sets a nonce-based CSP for documents", () => {
    const headers = applySecurityHeaders(new Headers(), { nonce: "abc123" });
    const csp = headers.get("Content-Security-Policy");
    expect(csp).toBe(contentSecurityPolicy("abc123"));
    const parsed = directives(csp!);
    expect(parsed.get("script-src")).toContain("'nonce-abc123'");
    expect(parsed.get("script-src")).not.toContain("'unsafe-inline'");
    expect(parsed.get("script-src")).not.toContain("'unsafe-eval'");
    expect(parsed.get("frame-ancestors")).toEqual(["'none'"]);
    expect(parsed.get("object-src")).toEqual(["'none'"]);
  });

  it("locks everything down without a nonce, and sets the other headers", () => {
    const headers = applySecurityHeaders(new Headers());
    expect(headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    // APP_URL is http in tests: no HSTS.
    expect(headers.get("Strict-Transport-Security")).toBeNull();
  });
});
