import { describe, expect, it } from "vitest";
import { fullName, initials, isMember, membershipStatusLabel, membershipTypeLabel } from "./membership";
import { filledOrderSteps } from "./orders";
import { ProfileSchema } from "./profile.schema";
import { toThemePreference } from "../utils/theme";
import { spotsRemaining } from "./volunteer";

describe("membership labels", () => {
  it.each([
    ["active", "Active Member"],
    ["inactive", "Inactive"],
    ["expired", "Expired"],
    ["cancelled", "Cancelled"],
    ["lifetime", "Lifetime Member"],
    ["pending", "Pending Approval"],
    ["suspended", "Inactive"],
    ["", "Inactive"],
    [null, "Inactive"],
    [undefined, "Inactive"],
    // Keys of Object.prototype are not statuses either.
    ["toString", "Inactive"],
    ["constructor", "Inactive"],
    ["__proto__", "Inactive"],
  ])("membershipStatusLabel(%j) is %s", (status, label) => {
    expect(membershipStatusLabel(status)).toBe(label);
  });

  it("membershipTypeLabel shows the three types and None otherwise", () => {
    expect(membershipTypeLabel("monthly")).toBe("monthly");
    expect(membershipTypeLabel("annual")).toBe("annual");
    expect(membershipTypeLabel("lifetime")).toBe("lifetime");
    expect(membershipTypeLabel("weekly")).toBe("None");
    expect(membershipTypeLabel(null)).toBe("None");
    expect(membershipTypeLabel(undefined)).toBe("None");
  });

  it("isMember is true only for active and lifetime", () => {
    expect(isMember("active")).toBe(true);
    expect(isMember("lifetime")).toBe(true);
    expect(isMember("pending")).toBe(false);
    expect(isMember(null)).toBe(false);
  });
});

describe("names", () => {
  it("fullName joins the names, else the email, else Member", () => {
    expect(fullName({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" })).toBe("Ada Lovelace");
    expect(fullName({ firstName: "Ada", lastName: null })).toBe("Ada");
    expect(fullName({ firstName: null, lastName: "Lovelace" })).toBe("Lovelace");
    expect(fullName({ firstName: "", lastName: null, email: "ada@example.com" })).toBe("ada@example.com");
    expect(fullName({ firstName: null, lastName: null })).toBe("Member");
  });

  it("initials uses the names, else the email's first letter, else ?", () => {
    expect(initials({ firstName: "ada", lastName: "lovelace" })).toBe("AL");
    expect(initials({ firstName: " ada ", lastName: null })).toBe("A");
    expect(initials({ firstName: null, lastName: null, email: "zed@example.com" })).toBe("Z");
    expect(initials({ firstName: "", lastName: "  ", email: null })).toBe("?");
    expect(initials({ firstName: null, lastName: null })).toBe("?");
  });
});

describe("toThemePreference", () => {
  it("keeps the three choices and turns anything else into light", () => {
    expect(toThemePreference("light")).toBe("light");
    expect(toThemePreference("dark")).toBe("dark");
    expect(toThemePreference("system")).toBe("system");
    expect(toThemePreference("purple")).toBe("light");
    expect(toThemePreference(null)).toBe("light");
    expect(toThemePreference(undefined)).toBe("light");
  });
});

describe("ProfileSchema", () => {
  const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", profileImageUrl: "" };

  function messages(input: unknown): string[] {
    const result = ProfileSchema.safeParse(input);
    expect(result.success).toBe(false);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  }

  it("accepts a valid profile, trimming the fields", () => {
    const result = ProfileSchema.safeParse({ ...valid, firstName: "  Ada ", email: " ada@example.com " });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", profileImageUrl: null });
  });

  it("rejects blank names and email with '… is required'", () => {
    const errors = messages({ firstName: "   ", lastName: "", email: " ", profileImageUrl: null });
    expect(errors).toEqual(expect.arrayContaining(["First name is required", "Last name is required", "Email is required"]));
    expect(errors).toHaveLength(3);
  });

  it("rejects missing names and email with '… is required'", () => {
    expect(messages({})).toEqual(expect.arrayContaining(["First name is required", "Last name is required", "Email is required"]));
  });

  it("rejects an invalid email", () => {
    expect(messages({ ...valid, email: "not-an-email" })).toEqual(["Enter a valid email address"]);
  });

  it.each([[""], ["   "], [null], [undefined]])("turns profileImageUrl %j into null", (profileImageUrl) => {
    const result = ProfileSchema.safeParse({ ...valid, profileImageUrl });
    expect(result.success).toBe(true);
    expect(result.data?.profileImageUrl).toBeNull();
  });

  it("treats an omitted profileImageUrl as null", () => {
    const { profileImageUrl: _omit, ...rest } = valid;
    const result = ProfileSchema.safeParse(rest);
    expect(result.success).toBe(true);
    expect(result.data?.profileImageUrl).toBeNull();
  });

  it.each([["ftp://x"], ["javascript:alert(1)"], ["data:image/png;base64,AAAA"], ["not a url"]])(
    "rejects profileImageUrl %j",
    (profileImageUrl) => {
      expect(messages({ ...valid, profileImageUrl })).toEqual(["Enter a web address starting with http:// or https://"]);
    },
  );

  it("accepts http(s) image URLs", () => {
    for (const url of ["https://example.org/a.png", "http://example.org/b.jpg"]) {
      const result = ProfileSchema.safeParse({ ...valid, profileImageUrl: url });
      expect(result.success).toBe(true);
      expect(result.data?.profileImageUrl).toBe(url);
    }
  });
});

describe("filledOrderSteps", () => {
  it.each([
    ["pending", 1],
    ["processing", 2],
    ["shipped", 3],
    ["delivered", 4],
    ["cancelled", 0],
    [null, 1],
  ] as const)("%j fills %i steps", (status, steps) => {
    expect(filledOrderSteps(status)).toBe(steps);
  });
});

describe("spotsRemaining", () => {
  it("is spotsNeeded minus spotsAssigned, never negative", () => {
    expect(spotsRemaining({ spotsNeeded: 5, spotsAssigned: 3 })).toBe(2);
    expect(spotsRemaining({ spotsNeeded: 5, spotsAssigned: 5 })).toBe(0);
    expect(spotsRemaining({ spotsNeeded: 5, spotsAssigned: 8 })).toBe(0);
    expect(spotsRemaining({ spotsNeeded: 5, spotsAssigned: null })).toBe(5);
  });
});
