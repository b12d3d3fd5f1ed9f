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

describe("eventSchema capacity and membersOnly", () => {
  it("takes a capacity from a form or JSON, empty meaning unlimited, and the members-only checkbox", () => {
    expect(parse({ capacity: "40" }).data).toMatchObject({ capacity: 40, membersOnly: false });
    expect(parse({ capacity: 40, membersOnly: true }).data).toMatchObject({ capacity: 40, membersOnly: true });
    expect(parse({ capacity: "", membersOnly: "on" }).data).toMatchObject({ capacity: undefined, membersOnly: true });
    expect(parse({ capacity: null }).data?.capacity).toBeUndefined();
  });

  it("refuses a capacity that is not a whole number of places", () => {
    expect(errors({ capacity: "0" })).toEqual({ capacity: ["Capacity must be at least 1 (leave it empty for unlimited)"] });
    expect(errors({ capacity: "2.5" })).toEqual({ capacity: ["Capacity must be a whole number of places, or empty for unlimited"] });
    expect(errors({ capacity: "lots" })).toEqual({ capacity: ["Capacity must be a whole number of places, or empty for unlimited"] });
    expect(errors({ membersOnly: "maybe" })).toEqual({ membersOnly: ["Members only is true or false"] });
  });
});
