import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../test/db";
import { hitCodeLimit } from "./rate-limit.server";

useTestDatabase();

// Defaults: 5 per (email, client address), a ceiling of 20 per email, 30 per client address.
async function attempts(n: number, email: string, ip: string) {
  const waits: (number | null)[] = [];
  for (let i = 0; i < n; i++) waits.push(await hitCodeLimit("sign-in-request", { email, ip }));
  return waits;
}

describe("code limits", () => {
  it("a stranger hammering a member's email locks out only their own address", async () => {
    const waits = await attempts(8, "fan@example.org", "198.51.100.66");
    expect(waits.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(waits[5]).toBeGreaterThan(0);
    // The member, from their own address, still gets a code.
    expect(await hitCodeLimit("sign-in-request", { email: "fan@example.org", ip: "203.0.113.10" })).toBeNull();
  });

  it("the per-email ceiling stops an attack spread over many addresses", async () => {
    const waits: (number | null)[] = [];
    for (let i = 0; i < 24; i++) waits.push(await hitCodeLimit("sign-in-request", { email: "fan@example.org", ip: `198.51.100.${i}` }));
    expect(waits.filter((wait) => wait === null)).toHaveLength(20);
    expect(waits.slice(20).every((wait) => wait !== null && wait > 0)).toBe(true);
  });

  it("one client address is limited across emails", async () => {
    const waits: (number | null)[] = [];
    for (let i = 0; i < 32; i++) waits.push(await hitCodeLimit("sign-in-request", { email: `m${i}@example.org`, ip: "192.0.2.1" }));
    expect(waits.filter((wait) => wait === null)).toHaveLength(30);
    // Someone else is not affected.
    expect(await hitCodeLimit("sign-in-request", { email: "m1@example.org", ip: "192.0.2.2" })).toBeNull();
  });

  it("keeps the counters of sign-in and email changes apart, and checks get twice the budget", async () => {
    await attempts(5, "fan@example.org", "198.51.100.7");
    expect(await hitCodeLimit("email-change-request", { email: "fan@example.org", ip: "198.51.100.7" })).toBeNull();
    const checks: (number | null)[] = [];
    for (let i = 0; i < 11; i++) checks.push(await hitCodeLimit("sign-in-check", { email: "fan@example.org", ip: "198.51.100.7" }));
    expect(checks.filter((wait) => wait === null)).toHaveLength(10);
  });
});
