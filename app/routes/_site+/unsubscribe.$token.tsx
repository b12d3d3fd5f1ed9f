import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { getsEmail, turnOffEmail } from "~/models/member-settings.server";
import { useBranding } from "~/utils/branding";
import { titled } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { readUnsubscribeToken, type UnsubscribeCategory } from "~/utils/unsubscribe.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * /unsubscribe/{token}: the link in a mail's List-Unsubscribe header (utils/unsubscribe.server.ts).
 * GET only shows the page with its one button: mail scanners open links, so opening one changes
 * nothing. POST turns that one Email Preferences switch off, with no sign-in: the signed token is
 * the authority. A mail provider's one-click POST (RFC 8058: body `List-Unsubscribe=One-Click`, no
 * cookie, no Origin; the front door lets a write without Origin through, decision 001) is answered
 * 200 with the page saying it is done; the page's own button posts and is sent back here (PRG).
 */
const LABELS: Record<UnsubscribeCategory, () => string> = {
  eventNotifications: m.profile_email_events_label,
  membershipReminders: m.profile_email_membership_label,
  volunteerOpportunities: m.profile_email_volunteer_label,
  shopPromotions: m.profile_email_shop_label,
  ticketAlerts: m.profile_email_tickets_label,
  newsletterUpdates: m.profile_email_newsletter_label,
};

export async function loader({ params }: LoaderFunctionArgs) {
  const token = readUnsubscribeToken(params.token ?? "");
  const gets = token ? await getsEmail(token.userId, token.category) : null;
  if (!token || gets === null) {
    return json({ category: null, unsubscribed: false, message: m.site_unsubscribe_invalid_heading() }, { status: token ? 404 : 400 });
  }
  return json({ category: token.category, unsubscribed: !gets });
}

export const meta: MetaFunction = (args) => [...titled(m.site_unsubscribe_title())(args), { name: "robots", content: "noindex" }];

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const token = readUnsubscribeToken(params.token ?? "");
  const form = await readFormData(request);
  if (!token) return json({ ok: false, message: m.site_unsubscribe_invalid_heading() }, { status: 400 });
  if (!(await turnOffEmail(token.userId, token.category)))
    return json({ ok: false, message: m.site_unsubscribe_invalid_heading() }, { status: 404 });
  // The page's button: back to the page, which now says it is done. A mail provider gets the page at once.
  if (form.get("from") === "page") return redirect(new URL(request.url).pathname, 303);
  return json({ ok: true });
}

export default function UnsubscribePage() {
  const { category, unsubscribed } = useLoaderData<typeof loader>();
  const { groupName } = useBranding();
  const navigation = useNavigation();
  const preferences = (text: string) => (
    <p className="mt-6">
      <Link to="/email-settings" className="text-brand-600 underline dark:text-brand-100">
        {text}
      </Link>
    </p>
  );
  if (!category) {
    return (
      <div className="mx-auto max-w-xl">
        <h1 className="text-3xl font-bold">{m.site_unsubscribe_invalid_heading()}</h1>
        <p className="mt-3 text-gray-700 dark:text-gray-200">{m.site_unsubscribe_invalid_body()}</p>
        {preferences(m.site_unsubscribe_preferences())}
      </div>
    );
  }
  const label = LABELS[category]();
  if (unsubscribed) {
    return (
      <div className="mx-auto max-w-xl">
        <h1 className="text-3xl font-bold">{m.site_unsubscribe_done_heading()}</h1>
        <p className="mt-3 text-gray-700 dark:text-gray-200" role="status">
          {m.site_unsubscribe_done({ category: label })}
        </p>
        {preferences(m.site_unsubscribe_preferences())}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-3xl font-bold">{m.site_unsubscribe_heading({ category: label })}</h1>
      <p className="mt-3 text-gray-700 dark:text-gray-200">{m.site_unsubscribe_intro({ group: groupName, category: label })}</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="from" value="page" />
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {m.site_unsubscribe_button()}
        </Button>
      </Form>
      {preferences(m.site_unsubscribe_preferences())}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
