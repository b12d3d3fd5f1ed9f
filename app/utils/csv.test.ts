import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes commas, quotes and line breaks, and doubles embedded quotes", () => {
    expect(toCsv([["a,b", 'say "hi"', "two\nlines", "plain", null, 3]])).toBe('"a,b","say ""hi""","two\nlines",plain,,3\r\n');
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("a=1")).toBe("a=1");
  });

  it("writes dates as ISO 8601 and ends every row with CRLF", () => {
    expect(toCsv([["x"], [new Date("2030-01-01T12:00:00Z")]])).toBe("x\r\n2030-01-01T12:00:00.000Z\r\n");
  });
});
