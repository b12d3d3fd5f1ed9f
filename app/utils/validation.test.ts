import { describe, expect, it } from "vitest";
import { DATE_RANGE_MESSAGE, httpUrl, ID_MESSAGE, idSchema, parseId, storableDate, text } from "./validation";

describe("idSchema", () => {
  it("takes ids from paths and forms (digits) and JSON (numbers) up to the largest int4", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId(" 42 ")).toBe(42);
    expect(parseId(2_147_483_647)).toBe(2_147_483_647);
    expect(parseId("2147483647")).toBe(2_147_483_647);
  });

  it("refuses what an int4 column cannot hold, and anything that is not a whole number", () => {
    for (const value of [
      "2147483648",
      "99999999999",
      2_147_483_648,
      99_999_999_999,
      "0",
      0,
      -1,
      "-1",
      "1.5",
      1.5,
      "1e3",
      "",
      "abc",
      "12abc",
      null,
      undefined,
      "9".repeat(400),
    ]) {
      expect(parseId(value)).toBeNull();
    }
    expect(idSchema.safeParse("2147483648").error?.issues[0].message).toBe(ID_MESSAGE());
  });
});

describe("storableDate", () => {
  it("keeps dates in years 1 to 9999", () => {
    expect(storableDate().parse("0001-01-01T00:00:00Z").toISOString()).toBe("0001-01-01T00:00:00.000Z");
    expect(storableDate().parse("9999-12-31T23:59:59.999Z").toISOString()).toBe("9999-12-31T23:59:59.999Z");
    expect(storableDate().parse("2026-08-01").toISOString()).toBe("2026-08-01T00:00:00.000Z");
  });

  it("refuses years PostgreSQL would not read, with a message naming the range", () => {
    for (const value of ["-000001-01-01", "+275760-09-13", "+010000-01-01T00:00:00Z", 8.64e15]) {
      expect(storableDate().safeParse(value).error?.issues[0].message).toBe(DATE_RANGE_MESSAGE());
    }
    expect(storableDate("Enter a valid date").safeParse("not a date").error?.issues[0].message).toBe("Enter a valid date");
  });
});

describe("text", () => {
  it("trims and caps at the column's length", () => {
    expect(text("Title", 5).parse("  Derby ")).toBe("Derby");
    expect(text("Title", 5).safeParse("Derby!").error?.issues[0].message).toBe("Title must be at most 5 characters");
  });

  it("refuses NUL characters with one clear message", () => {
    const issues = text("Title", 5).safeParse("Der\u0000byyyyyy").error?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual(["Title must not contain NUL characters"]);
  });
});

describe("httpUrl", () => {
  it("refuses a NUL character, which the URL parser alone lets through", () => {
    expect(httpUrl("Image URL").safeParse("https://example.org/a.png").success).toBe(true);
    expect(httpUrl("Image URL").safeParse("https://example.org/a\u0000.png").error?.issues[0].message).toBe(
      "Image URL must not contain NUL characters",
    );
    expect(httpUrl().safeParse("javascript:alert(1)").success).toBe(false);
  });
});
