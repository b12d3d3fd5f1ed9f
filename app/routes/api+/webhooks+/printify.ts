import { json, type ActionFunctionArgs } from "@remix-run/node";
import { createHmac, timingSafeEqual } from "node:crypto";
import { applyPrintifyEvent, type PrintifyWebhookEvent } from "~/models/payments.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { printifyConfig } from "~/utils/env.server";

/** Printify signs each webhook with the secret given when it was created: X-Pfy-Signature: sha256=<hex HMAC-SHA256 of the raw body>. */
export function validPrintifySignature(rawBody: string, header: string | null, secret: string): boolean {
  const match = header?.trim().match(/^sha256=([0-9a-f]{64})$/i);
  if (!match) return false;
  const expected = createHmac("sha256", secret).update(rawBody, "utf8").digest();
  const given = Buffer.from(match[1], "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function readEvent(body: string): PrintifyWebhookEvent | null {
  try {
    const value = JSON.parse(body) as unknown;
    if (!value || typeof value !== "object") return null;
    const { id, type } = value as { id?: unknown; type?: unknown };
    return typeof id === "string" && id && typeof type === "string" ? (value as PrintifyWebhookEvent) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/webhooks/printify (register it with Printify's POST /v1/shops/{shop_id}/webhooks.json
 * for order:sent-to-production, order:shipment:created and order:shipment:delivered, with
 * PRINTIFY_WEBHOOK_SECRET as its secret). A missing or wrong signature is a 401 and changes nothing;
 * each event applies once; an out-of-order event that would be an illegal move is logged and
 * answered 200, so Printify does not retry it forever.
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const secret = printifyConfig?.webhookSecret;
  if (!secret) return json({ message: "Printify webhooks are not configured (PRINTIFY_WEBHOOK_SECRET)." }, { status: 503 });
  const body = await request.text();
  if (!validPrintifySignature(body, request.headers.get("x-pfy-signature"), secret)) {
    return json({ message: "Invalid Printify signature." }, { status: 401 });
  }
  const event = readEvent(body);
  if (!event) return json({ message: "The body is not a Printify event ({ id, type, resource })." }, { status: 400 });
  const result = await applyPrintifyEvent(event);
  if (result.outcome === "illegal")
    console.warn(
      `Printify event ${event.id} (${event.type}): order ${result.orderId} cannot go from ${result.from} to ${result.to}; ignored`,
    );
  if (result.outcome === "unknown-order") console.warn(`Printify event ${event.id} (${event.type}) names no order of ours; ignored`);
  return json({ received: true, outcome: result.outcome });
});

export const loader = () => methodNotAllowed();
