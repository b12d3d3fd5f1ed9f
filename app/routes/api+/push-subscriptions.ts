import { json, type ActionFunctionArgs } from "@remix-run/node";
import { subscribeToPush, unsubscribeFromPush, deviceFromUserAgent } from "~/models/push.server";
import { PushEndpointSchema, PushSubscriptionSchema } from "~/models/push.schema.server";
import { messageFor } from "~/i18n/message-map";
import { subscribeMessages } from "~/i18n/messages/push";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { parseJsonBody } from "~/utils/api-validation.server";
import { requireApiUser } from "~/utils/auth.server";
import { getSession } from "~/utils/session.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * A member's browsers that take push alerts (same-origin only, the member's own).
 * POST: the browser's PushSubscription JSON plus `topics` → 201 with the device when new, 200 when
 * its topics or keys changed; 400 a bad body or an endpoint the server may not post to (not https,
 * a private address), 409 the endpoint belongs to another account, 422 too many devices.
 * DELETE: `{ endpoint }` (or ?endpoint=) → 204; 404 when the member has no such device.
 * 401 for a visitor.
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed();
  const user = await requireApiUser(request);
  if (request.method === "DELETE") {
    const query = new URL(request.url).searchParams.get("endpoint");
    const fromQuery = query !== null ? PushEndpointSchema.safeParse({ endpoint: query }) : null;
    if (fromQuery && !fromQuery.success) return json({ message: m.push_endpoint_invalid() }, { status: 400 });
    const { endpoint } = fromQuery ? fromQuery.data : await parseJsonBody(request, PushEndpointSchema);
    const removed = await unsubscribeFromPush(user.id, endpoint);
    return removed ? new Response(null, { status: 204 }) : json({ message: m.push_not_found() }, { status: 404 });
  }
  const body = await parseJsonBody(request, PushSubscriptionSchema);
  // The session the browser is signed in with: signing out there (its row deleted) removes the device.
  const session = await getSession(request);
  const result = await subscribeToPush(
    user.id,
    session.id || null,
    { endpoint: body.endpoint, keys: body.keys, topics: body.topics },
    deviceFromUserAgent(request.headers.get("User-Agent")),
  );
  if (!result.ok) {
    const status = result.reason === "endpoint-taken" ? 409 : result.reason === "too-many-devices" ? 422 : 400;
    return json({ message: messageFor(subscribeMessages, result) }, { status });
  }
  const { device } = result;
  return json(
    { id: device.id, endpoint: device.endpoint, topics: device.topics, createdAt: device.createdAt.toISOString() },
    { status: result.created ? 201 : 200 },
  );
});

export const loader = apiRoute(() => methodNotAllowed());
