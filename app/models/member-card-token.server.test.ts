import { describe, expect, it } from "vitest";
import {
  MEMBER_CARD_TOKEN_MAX_LENGTH,
  readMemberCardToken,
  signLegacyMemberCardToken,
  signMemberCardToken,
} from "./member-card-token.server";

const USER = "6f1c2a9e-53b4-4d8e-9a57-0c4d2b7e9f10";
const NONCE = "n0nce-AbCdEfGhIjKlMnOp";

/** The same token with one character of the given part changed. */
function flip(token: string, part: number): string {
  const parts = token.split(".");
  const chars = [...parts[part]];
  chars[3] = chars[3] === "A" ? "B" : "A";
  parts[part] = chars.join("");
  return parts.join(".");
}

describe("member card tokens", () => {
  it("reads back the nonce it was signed with, and stays URL-safe and short", () => {
    const token = signMemberCardToken(NONCE);
    expect(token).toMatch(/^v2\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(token.length).toBeLessThanOrEqual(MEMBER_CARD_TOKEN_MAX_LENGTH);
    expect(readMemberCardToken(token)).toEqual({ kind: "card", nonce: NONCE });
  });

  it("reveals no user id: no part of the card's token, read as it is or decoded, holds it", () => {
    const token = signMemberCardToken(NONCE);
    expect(token).not.toContain(USER);
    for (const part of token.split(".")) {
      expect(Buffer.from(part, "base64url").toString("utf8")).not.toContain(USER);
      expect(Buffer.from(part, "base64url").toString("hex")).not.toContain(USER.replaceAll("-", ""));
    }
    // The legacy shape's first part is the user id and nonce: what the card no longer prints.
    const legacy = signLegacyMemberCardToken(USER, NONCE);
    expect(Buffer.from(legacy.split(".")[0], "base64url").toString("utf8")).toBe(`${USER}.${NONCE}`);
  });

  it("still reads a legacy token (a card printed before), with its user id", () => {
    expect(readMemberCardToken(signLegacyMemberCardToken(USER, NONCE))).toEqual({ kind: "legacy", userId: USER, nonce: NONCE });
  });

  it("refuses a token whose nonce, payload or signature was changed", () => {
    const token = signMemberCardToken(NONCE);
    expect(readMemberCardToken(flip(token, 1))).toBeNull();
    expect(readMemberCardToken(flip(token, 2))).toBeNull();
    const legacy = signLegacyMemberCardToken(USER, NONCE);
    expect(readMemberCardToken(flip(legacy, 0))).toBeNull();
    expect(readMemberCardToken(flip(legacy, 1))).toBeNull();
  });

  it("refuses a signature of one shape put on the other", () => {
    const legacySignature = signLegacyMemberCardToken(USER, NONCE).split(".")[1];
    expect(readMemberCardToken(`v2.${NONCE}.${legacySignature}`)).toBeNull();
    const cardSignature = signMemberCardToken(NONCE).split(".")[2];
    const payload = Buffer.from(`${USER}.${NONCE}`).toString("base64url");
    expect(readMemberCardToken(`${payload}.${cardSignature}`)).toBeNull();
  });

  it("refuses another member's id put in front of a real legacy signature", () => {
    const mine = signLegacyMemberCardToken(USER, NONCE);
    const forgedPayload = Buffer.from(`someone-else.${NONCE}`).toString("base64url");
    expect(readMemberCardToken(`${forgedPayload}.${mine.split(".")[1]}`)).toBeNull();
  });

  it("refuses a token signed with another secret", () => {
    const secret = "another-secret-another-secret-0123456789";
    expect(readMemberCardToken(signMemberCardToken(NONCE, secret))).toBeNull();
    expect(readMemberCardToken(signLegacyMemberCardToken(USER, NONCE, secret))).toBeNull();
  });

  it("refuses long, empty and malformed input before any work", () => {
    const token = signMemberCardToken(NONCE);
    expect(readMemberCardToken(`${"a".repeat(MEMBER_CARD_TOKEN_MAX_LENGTH)}${token}`)).toBeNull();
    expect(readMemberCardToken("")).toBeNull();
    expect(readMemberCardToken(token.replace(".", ""))).toBeNull();
    expect(readMemberCardToken(`${token}.x`)).toBeNull();
    expect(readMemberCardToken(token.replace(/.$/, "%"))).toBeNull();
    expect(readMemberCardToken(token.replace("v2.", "v3."))).toBeNull();
  });

  it("will not sign ids or nonces with dots (the separator), nor a nonce too short to be one", () => {
    expect(() => signLegacyMemberCardToken("a.b", NONCE)).toThrow();
    expect(() => signLegacyMemberCardToken(USER, "a.b")).toThrow();
    expect(() => signMemberCardToken("a.b-AbCdEfGhIjKlMnOp")).toThrow();
    expect(() => signMemberCardToken("short")).toThrow();
  });
});
