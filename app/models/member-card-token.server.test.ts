import { describe, expect, it } from "vitest";
import { MEMBER_CARD_TOKEN_MAX_LENGTH, readMemberCardToken, signMemberCardToken } from "./member-card-token.server";

const USER = "6f1c2a9e-53b4-4d8e-9a57-0c4d2b7e9f10";
const NONCE = "n0nce-AbCdEfGhIjKlMnOp";

/** The same token with one character of the given part changed. */
function flip(token: string, part: 0 | 1): string {
  const parts = token.split(".");
  const chars = [...parts[part]];
  chars[3] = chars[3] === "A" ? "B" : "A";
  parts[part] = chars.join("");
  return parts.join(".");
}

describe("member card tokens", () => {
  it("reads back the member and nonce it was signed with, and stays URL-safe and short", () => {
    const token = signMemberCardToken(USER, NONCE);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(token.length).toBeLessThanOrEqual(MEMBER_CARD_TOKEN_MAX_LENGTH);
    expect(readMemberCardToken(token)).toEqual({ userId: USER, nonce: NONCE });
  });

  it("refuses a token whose payload or signature was changed", () => {
    const token = signMemberCardToken(USER, NONCE);
    expect(readMemberCardToken(flip(token, 0))).toBeNull();
    expect(readMemberCardToken(flip(token, 1))).toBeNull();
  });

  it("refuses another member's id put in front of a real signature", () => {
    const mine = signMemberCardToken(USER, NONCE);
    const forgedPayload = Buffer.from(`someone-else.${NONCE}`).toString("base64url");
    expect(readMemberCardToken(`${forgedPayload}.${mine.split(".")[1]}`)).toBeNull();
  });

  it("refuses a token signed with another secret", () => {
    expect(readMemberCardToken(signMemberCardToken(USER, NONCE, "another-secret-another-secret-0123456789"))).toBeNull();
  });

  it("refuses long, empty and malformed input before any work", () => {
    const token = signMemberCardToken(USER, NONCE);
    expect(readMemberCardToken(`${"a".repeat(MEMBER_CARD_TOKEN_MAX_LENGTH)}${token}`)).toBeNull();
    expect(readMemberCardToken("")).toBeNull();
    expect(readMemberCardToken(token.replace(".", ""))).toBeNull();
    expect(readMemberCardToken(`${token}.x`)).toBeNull();
    expect(readMemberCardToken(token.replace(/.$/, "%"))).toBeNull();
  });

  it("will not sign ids or nonces with dots (the separator)", () => {
    expect(() => signMemberCardToken("a.b", NONCE)).toThrow();
    expect(() => signMemberCardToken(USER, "a.b")).toThrow();
  });
});
