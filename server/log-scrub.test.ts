import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { guardRequest } from "./front-door.mjs";
import { looksLikeCardToken, scrubCardTokens } from "./log-scrub.mjs";

const CARD = `v2.${"N".repeat(24)}.${"S".repeat(43)}`;
const LEGACY = `${"dXNlci0xMjMuYWJj"}.${"L".repeat(43)}`;

describe("scrubCardTokens", () => {
  it("writes a card token in a query value (bare, a verify link, a legacy card, percent-encoded) as [card]", () => {
    expect(scrubCardTokens(`/events/7/pickup?q=${CARD}`)).toBe("/events/7/pickup?q=[card]");
    expect(scrubCardTokens(`/events/7/pickup?q=${encodeURIComponent(`https://roadies.example/verify/${CARD}`)}&x=1`)).toBe(
      "/events/7/pickup?q=[card]&x=1",
    );
    expect(scrubCardTokens(`/events/7/check-in?q=${LEGACY}`)).toBe("/events/7/check-in?q=[card]");
    expect(scrubCardTokens(`/events/7/pickup?_data=routes%2Fx&q=%20${CARD}%20`)).toBe("/events/7/pickup?_data=routes%2Fx&q=[card]");
  });

  it("leaves names, Member IDs, order numbers, emails and URLs without a query as they are", () => {
    for (const url of [
      "/events/7/pickup?q=Mia+Merch",
      "/events/7/pickup?q=%23E6C14164",
      "/events/7/pickup?q=AB12CD",
      "/events/7/pickup?q=mia%40example.com",
      `/verify/${CARD}`,
      "/events?page=2&type=match",
    ]) {
      expect(scrubCardTokens(url)).toBe(url);
    }
    expect(looksLikeCardToken("Mia Merch")).toBe(false);
    expect(looksLikeCardToken(CARD)).toBe(true);
  });
});

describe("the request log behind the front door", () => {
  it("logs the scrubbed URL, while the app still reads the token", async () => {
    const seen: string[] = [];
    const logged: string[] = [];
    const options = { appOrigin: "http://app.example", https: false, bodyLimit: 1024, trustProxy: 0 } as never;
    const server = http.createServer((req, res) => {
      if (guardRequest(req, res, options)) return;
      // As remix-serve's request log does: reads the URL when the answer has gone.
      const request = req as typeof req & { originalUrl?: string };
      request.originalUrl = req.url;
      res.once("finish", () => logged.push(`${req.method} ${request.originalUrl ?? req.url} ${res.statusCode}`));
      seen.push(req.url!);
      res.end("ok");
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      await (await fetch(`http://127.0.0.1:${port}/events/7/pickup?q=${CARD}`)).text();
      await (await fetch(`http://127.0.0.1:${port}/events/7/pickup?q=Mia`)).text();
    } finally {
      server.close();
    }
    expect(seen).toEqual([`/events/7/pickup?q=${CARD}`, "/events/7/pickup?q=Mia"]);
    expect(logged).toEqual(["GET /events/7/pickup?q=[card] 200", "GET /events/7/pickup?q=Mia 200"]);
    expect(logged.join("\n")).not.toContain("S".repeat(43));
  });
});
