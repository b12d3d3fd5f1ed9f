import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stadium's network between the browser and the app, on loopback: a small HTTP proxy that, by a
 * seeded random draw (the same seed, the same day at the ground), delays answers, loses the answer
 * to some writes after the app has acted on them (the connection is cut once the app's whole answer
 * is in), and cuts the network for stretches (a request is refused before it reaches the app).
 *
 * The app only accepts writes from its own origin, so the proxy rewrites Origin and Referer to the
 * app's and an absolute Location back to its own, as a reverse proxy in front of it would.
 */
export interface FlakyNetwork {
  /** The proxy's origin: the browser's base URL for the test. */
  url: string;
  /** What the network did so far. */
  stats: { forwarded: number; delayed: number; lostAnswers: number; refused: number };
  /** Cuts the network for this long (every request in that stretch is refused). */
  cut(ms: number): void;
  /** Stops the random losses and stretches: a good signal again, for the final checks. */
  calm(): void;
  /** Every answer from now on waits exactly this long (0: none), and nothing is lost or cut. */
  slow(ms: number): void;
  close(): Promise<void>;
}

export interface FlakyOptions {
  seed: number;
  /** Share of write requests (POST, PUT, PATCH, DELETE) whose answer is lost after the app acted. */
  loseAnswers: number;
  /** The first write's answer is lost whatever the draw, so every seed has at least one. */
  loseFirstAnswer?: boolean;
  /** Each answer waits up to this long before it is passed on. */
  maxDelayMs: number;
  /** Share of requests that start a stretch with no network. */
  cutChance: number;
  /** How long a stretch with no network lasts. */
  cutMs: number;
}

/** mulberry32: a tiny seeded generator, so a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export async function startFlakyNetwork(appUrl: string, options: FlakyOptions): Promise<FlakyNetwork> {
  const app = new URL(appUrl);
  const random = seededRandom(options.seed);
  const stats = { forwarded: 0, delayed: 0, lostAnswers: 0, refused: 0 };
  let downUntil = 0;
  let calm = false;
  let fixedDelay = 0;
  let firstLost = false;
  let proxyOrigin = "";

  const rewrite = (value: string | undefined, from: string, to: string) =>
    value?.startsWith(from) ? to + value.slice(from.length) : value;

  const server = http.createServer((req, res) => {
    const now = Date.now();
    if (!calm && now >= downUntil && random() < options.cutChance) downUntil = now + options.cutMs;
    if (now < downUntil) {
      stats.refused++;
      req.socket.destroy();
      return;
    }
    const write = WRITES.has(String(req.method));
    const first = write && options.loseFirstAnswer === true && !firstLost;
    if (first) firstLost = true;
    const loseAnswer = !calm && write && (random() < options.loseAnswers || first);
    const delay = calm ? fixedDelay : Math.floor(random() * options.maxDelayMs);
    const headers = { ...req.headers, host: app.host };
    if (headers.origin) headers.origin = rewrite(headers.origin, proxyOrigin, app.origin);
    if (headers.referer) headers.referer = rewrite(headers.referer, proxyOrigin, app.origin);
    const upstream = http.request({ hostname: app.hostname, port: app.port, method: req.method, path: req.url, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        stats.forwarded++;
        if (loseAnswer) {
          // The app has acted and answered; the answer never reaches the phone.
          stats.lostAnswers++;
          req.socket.destroy();
          return;
        }
        const pass = () => {
          const out = { ...answer.headers };
          if (out.location) out.location = rewrite(out.location, app.origin, proxyOrigin);
          if (delay > 0) stats.delayed++;
          res.writeHead(answer.statusCode ?? 502, out);
          res.end(Buffer.concat(chunks));
        };
        if (delay > 0) setTimeout(pass, delay);
        else pass();
      });
      answer.on("error", () => req.socket.destroy());
    });
    upstream.on("error", () => req.socket.destroy());
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  proxyOrigin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url: proxyOrigin,
    stats,
    cut(ms) {
      downUntil = Date.now() + ms;
    },
    calm() {
      calm = true;
      downUntil = 0;
    },
    slow(ms) {
      calm = true;
      downUntil = 0;
      fixedDelay = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
