import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimits } from "../../db/schema";
import { db } from "./db.server";
import { env } from "./env.server";

/**
 * Limits for the email sign-in, kept in the database (rate-limiter-flexible's Drizzle store), so
 * every app instance on one PostgreSQL shares the same counters.
 */
const WINDOW_SECONDS = 15 * 60;

function limiter(keyPrefix: string, points: number) {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points,
    duration: WINDOW_SECONDS,
    clearExpiredByTimeout: false,
  });
}

const emailPoints = env.RATE_LIMIT_EMAIL_POINTS ?? 5;
const ipPoints = env.RATE_LIMIT_IP_POINTS ?? 30;

const limiters = {
  codeRequestByEmail: limiter("code-request-email", emailPoints),
  codeRequestByIp: limiter("code-request-ip", ipPoints),
  codeCheckByEmail: limiter("code-check-email", emailPoints * 2),
  codeCheckByIp: limiter("code-check-ip", ipPoints * 2),
};

export type LimitName = keyof typeof limiters;

/** Consumes a point; returns the seconds to wait when the limit is reached, else null. */
export async function hitRateLimit(name: LimitName, key: string): Promise<number | null> {
  try {
    await limiters[name].consume(key.toLowerCase());
    return null;
  } catch (result) {
    if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    throw result;
  }
}

/**
 * remix-serve does not hand the socket address to the app, so the client address comes from the
 * reverse proxy's X-Forwarded-For (first entry). Without a proxy all clients share one bucket.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("X-Real-IP") || "direct";
}
