import { describe, expect, it } from "vitest";
import { args, asServed, ORIGIN, post, settle } from "../../../test/http";
import { action } from "./action.set-language";

describe("the footer's language switch", () => {
  it("keeps the choice in a cookie for a year and returns to the page it came from", async () => {
    const response = await settle(action(args(post("/action/set-language", { locale: "de", redirectTo: "/events?page=2" }))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/events?page=2");
    expect(response.headers.get("Set-Cookie")).toBe("lang=de; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly");
  });

  it("never sends a visitor off the site", async () => {
    const response = await settle(action(args(post("/action/set-language", { locale: "en", redirectTo: "https://evil.example/" }))));
    expect(response.headers.get("Location")).toBe("/");
  });

  it("answers a language the group does not offer with a 400 in the page's language, and sets nothing", async () => {
    const request = post("/action/set-language", { locale: "pl" }, { headers: { "Accept-Language": "de" } });
    const response = await asServed(request, (served) => settle(action(args(served))));
    expect(response.status).toBe(400);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.json()).toEqual({ message: "Wähle eine der angebotenen Sprachen." });
  });

  it("refuses a post from another site", async () => {
    const request = new Request(`${ORIGIN}/action/set-language`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "locale=de",
    });
    const response = await settle(action(args(request)));
    expect(response.status).toBe(403);
  });
});
