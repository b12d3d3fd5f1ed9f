import { createServer } from "node:http";
import { createPrintifyFake, printifyFixtures, travellingFlagProduct } from "../../test/mocks/printify";

/**
 * A fake Printify on loopback for the e2e run: the same fixtures and answers as the tests' msw
 * handlers (test/mocks/printify.ts), over real HTTP, Bearer token checked. Its product images point
 * at the app's own /images/shop SVGs (absolute URLs, as Printify's are), so pages load no
 * third-party picture. GET /health for Playwright; POST /__reset for a spec that changed it.
 */
const port = Number(process.env.PRINTIFY_FAKE_PORT ?? 3300);
const appUrl = (process.env.PRINTIFY_FAKE_APP_URL ?? "http://localhost:3100").replace(/\/$/, "");
const imageBase = `${appUrl}/images/shop`;
// The demo seed already holds the fixtures (same Printify ids): a sync updates those and adds the flag.
const fake = createPrintifyFake({
  products: [travellingFlagProduct(imageBase), ...printifyFixtures(imageBase)],
  token: process.env.PRINTIFY_API_TOKEN ?? "e2e-printify-token",
  shopId: process.env.PRINTIFY_SHOP_ID ?? "123456",
});

createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  if (url.pathname === "/health") {
    res.end("ok");
    return;
  }
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    if (url.pathname === "/__reset" && req.method === "POST") {
      fake.reset();
      res.end("ok");
      return;
    }
    const text = Buffer.concat(chunks).toString("utf8");
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const headers = { get: (name: string) => (req.headers[name.toLowerCase()] as string | undefined) ?? null };
    const answer = fake.handle(req.method ?? "GET", url, headers, body);
    res.writeHead(answer.status, answer.headers);
    res.end(JSON.stringify(answer.body));
  });
}).listen(port, "127.0.0.1");
