import { describe, expect, it } from "vitest";
import * as z from "zod";
import { eventSchema } from "./events.schema";

const base = { title: "Riverside FC vs Capital City SC", date: "2026-12-05T19:30", location: "Riverside Park", type: "match" };
const parse = (input: Record<string, unknown>) => eventSchema("America/Los_Angeles").safeParse({ ...base, ...input });
const errors = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe("eventSchema faceValue", () => {
  it("takes dollars and cents on a home match, from a form or JSON", () => {
    expect(parse({ isHomeMatch: "true", faceValue: "45.50" }).data?.faceValue).toBe(45.5);
    expect(parse({ isHomeMatch: true, faceValue: 60 }).data?.faceValue).toBe(60);
    expect(parse({ isHomeMatch: "true", faceValue: "" }).data?.faceValue).toBeNull();
    expect(parse({ isHomeMatch: "true" }).data?.faceValue).toBeUndefined();
  });

  it("refuses it on anything but a home match, and refuses bad amounts", () => {
    expect(errors({ isHomeMatch: "false", faceValue: "45" })).toEqual({ faceValue: ["A face value applies to home matches only"] });
    expect(errors({ type: "community", faceValue: "45" })).toEqual({ faceValue: ["A face value applies to home matches only"] });
    expect(errors({ isHomeMatch: "true", faceValue: "-1" })).toEqual({ faceValue: ["The face value cannot be negative"] });
    expect(errors({ isHomeMatch: "true", faceValue: "12.345" })).toEqual({
      faceValue: ["Enter a face value with at most two decimals, like 45.50"],
    });
    expect(errors({ isHomeMatch: "true", faceValue: "cheap" })).toEqual({ faceValue: ["Enter a face value like 45.00"] });
  });
});
