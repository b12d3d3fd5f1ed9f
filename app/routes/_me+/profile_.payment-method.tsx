import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { createBillingPortalSession, isStripeError, stripeCustomerIdOf } from "~/models/integrations.server";
import { requireUser } from "~/utils/auth.server";
import { appOrigin, stripeConfig } from "~/utils/env.server";
import { isLifetime } from "~/models/membership";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * POST /profile/payment-method ('Update Payment Method' on the profile): a plain form post answered
 * with a 303 to Stripe's customer portal, where the member changes their card, sees their invoices
 * and can cancel; Stripe sends them back to /profile. When there is nothing to manage (Stripe not
 * set up, no card on file, a lifetime member) or Stripe refuses, back to /profile with a toast.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo: "/profile" });
  const fail = (description: string) => redirectWithToast("/profile", { type: "error", title: m.profile_payment_title(), description });
  if (!stripeConfig) return fail(m.profile_payment_not_set_up());
  if (isLifetime(user)) return fail(m.profile_payment_lifetime());
  // The same checks as canManagePayment (which the profile uses to show the button), each with its own message.
  const customerId = await stripeCustomerIdOf(user.id);
  if (!customerId) return fail(m.profile_payment_no_card());
  try {
    const portal = await createBillingPortalSession(stripeConfig, { customerId, returnUrl: `${appOrigin}/profile` });
    return redirect(portal.url, 303);
  } catch (error) {
    console.error(
      `Stripe customer portal for member ${user.id} failed:`,
      isStripeError(error) ? `${error.type} ${error.code ?? ""} ${error.message}` : error,
    );
    return fail(m.profile_payment_failed());
  }
}

/** A GET (a bookmark, a reload after the portal) has nothing to show here: the profile has the button. */
export const loader = () => redirect("/profile");
