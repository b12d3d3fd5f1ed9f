import { json } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import * as z from "zod";
import { args, asServed, get, ORIGIN, sendJson } from "../../test/http";
import { apiRoute, methodNotAllowed } from "./api.server";
import { parseJsonBody } from "./api-validation.server";
import { tooManyAttempts } from "./rate-limit.server";
import { readFormData } from "./request-body.server";
import { loader as unknownApiRoute } from "~/routes/api+/$";
// The server picks each message's language per request (entry.server loads it in the app).
import "~/i18n/locale.server";

const GERMAN = { headers: { "Accept-Language": "de" } };
const body = async (answer: Response | Promise<Response>) => (await answer).json();

describe("the API's generic answers follow the request's language", () => {
  it("an unknown /api path: 404 Not Found, in German for a German browser", async () => {
    const english = await unknownApiRoute(args(get("/api/nothing-here")));
    expect(english.status).toBe(404);
    expect(await english.json()).toEqual({ message: "Not Found" });

    const german = await asServed(get("/api/nothing-here", GERMAN), (request) => unknownApiRoute(args(request)));
    expect(german.status).toBe(404);
    expect(await german.json()).toEqual({ message: "Nicht gefunden" });
  });

  it("a body that fails its schema: 400 with the field errors, the message in the request's language", async () => {
    const route = apiRoute(async ({ request }) => json(await parseJsonBody(request, z.object({ name: z.string() }))));
    const english = await route(args(sendJson("/api/thing", { name: 1 })));
    expect(english.status).toBe(400);
    expect(await english.json()).toMatchObject({ message: "Validation Error", errors: { name: [expect.any(String)] } });

    const german = await asServed(sendJson("/api/thing", { name: 1 }, GERMAN), (request) => route(args(request)));
    expect(german.status).toBe(400);
    expect(await german.json()).toMatchObject({ message: "Ungültige Eingaben" });
    expect(await body(asServed(sendJson("/api/thing", "{", GERMAN), (request) => route(args(request))))).toEqual({
      message: "Der Inhalt der Anfrage muss JSON sein",
    });
  });

  it("a cross-site write, a crash and a wrong method answer in German too", async () => {
    const crossSite = new Request(`${ORIGIN}/api/thing`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Accept-Language": "de" },
    });
    const refused = await asServed(crossSite, (request) => apiRoute(() => json({}))(args(request)));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Anfrage von einer fremden Seite abgelehnt" });

    vi.spyOn(console, "error").mockImplementation(() => {});
    const crashing = apiRoute(() => {
      throw new Error("boom (expected by the test)");
    });
    const crashed = await asServed(get("/api/thing", GERMAN), (request) => crashing(args(request)));
    expect(crashed.status).toBe(500);
    expect(await crashed.json()).toEqual({ message: "Interner Serverfehler" });
    expect(await body(crashing(args(get("/api/thing"))))).toEqual({ message: "Internal Server Error" });

    expect(await body(asServed(get("/api/thing", GERMAN), () => methodNotAllowed()))).toEqual({ message: "Methode nicht erlaubt" });
    expect(await body(methodNotAllowed())).toEqual({ message: "Method Not Allowed" });
  });

  it("a form action sent JSON: 415, in the request's language", async () => {
    const answer = await asServed(sendJson("/events/1", { going: true }, GERMAN), (request) =>
      readFormData(request).catch((error) => error as Response),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(415);
    expect(await (answer as Response).json()).toEqual({
      message: "Diese Adresse nimmt nur Formulare an (application/x-www-form-urlencoded oder multipart/form-data).",
    });
  });
});

describe("the rate limit's wait", () => {
  it("counts whole minutes, one and many, in both languages", () => {
    expect(tooManyAttempts(30)).toBe("Too many attempts. Please wait 1 minute and try again.");
    expect(tooManyAttempts(61, "sign-in attempts")).toBe("Too many sign-in attempts. Please wait 2 minutes and try again.");
    const german = (seconds: number) => asServed(get("/", GERMAN), () => tooManyAttempts(seconds));
    expect(german(60)).toBe("Zu viele Versuche. Bitte warte 1 Minute und versuch es dann noch mal.");
    expect(german(600)).toBe("Zu viele Versuche. Bitte warte 10 Minuten und versuch es dann noch mal.");
  });
});
