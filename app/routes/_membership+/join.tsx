import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MembershipLanding } from "~/components/membership/membership-tiers";
import { pendingMembershipOrder, putMembershipInCart, renewsByCard } from "~/models/membership-orders.server";
import { getOptionalUser, loginPath } from "~/utils/auth.server";
import { ensureCartId } from "~/models/cart-cookie.server";
import { titled } from "~/utils/meta";
import { isLifetime } from "~/models/membership";
import { ALREADY_RENEWS_BY_CARD, LIFETIME_NOTHING_TO_BUY } from "~/models/membership-plans";
import { JoinForm } from "~/models/membership.schema.server";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { oncePerKey } from "~/models/request-keys.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta = titled(m.membership_join_title, m.membership_join_description);

/** A post without one of the tiers (an old form, a hand-made post), in the request's language. */
export const UNKNOWN_TIER = (): string => m.membership_join_unknown_tier();

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) return json({ viewer: null }, { headers: { "Cache-Control": "private, no-store" } });
  const pending = await pendingMembershipOrder(user.id);
  return json(
    {
      viewer: {
        status: user.membershipStatus,
        lifetime: isLifetime(user),
        pending: pending ? { orderId: pending.id, tier: pending.membershipTier } : null,
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** One answer per press of a tier's button, however often the post arrives. */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

/**
 * intent=join, tier=<id>. A signed-in member goes on to /join/checkout; a visitor's cart gets the
 * membership (one membership line per cart: joining again replaces it) and they sign in first,
 * coming back to /join/checkout with the cart merged into theirs.
 */
async function act({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const parsed = JoinForm.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return json({ message: UNKNOWN_TIER() }, { status: 400 });
  const { tier } = parsed.data;
  const user = await getOptionalUser(request);
  if (user) {
    if (isLifetime(user)) return json({ message: LIFETIME_NOTHING_TO_BUY() }, { status: 409 });
    if (await renewsByCard(user.id)) return json({ message: ALREADY_RENEWS_BY_CARD() }, { status: 409 });
    return redirect(`/join/checkout?tier=${tier}`, 303);
  }
  const { cartId, setCookie } = await ensureCartId(request, null);
  await putMembershipInCart(cartId, tier);
  return redirect(loginPath("/join/checkout"), { status: 303, headers: setCookie ? { "Set-Cookie": setCookie } : {} });
}

export default function JoinRoute() {
  const { viewer } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <MembershipLanding viewer={viewer} error={actionData?.message ?? null} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
