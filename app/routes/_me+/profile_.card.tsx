import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { MemberCard } from "~/components/membership/member-card";
import { Button } from "~/components/ui/button";
import { getMemberCard, memberCardQrSvg, replaceMemberCard } from "~/models/member-card.server";
import { requireUser } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { branding } from "~/utils/branding.server";
import { formatDate, formatDateTime } from "~/utils/dates";
import { MEMBER_CARD_PATH } from "~/models/member-card";
import { fullName, membershipStatusLabel } from "~/models/membership";
import { titled } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readIntent } from "~/utils/intent.server";
import { UNKNOWN_ACTION } from "~/i18n/messages/common";
import * as m from "~/i18n/paraglide/messages/_index.js";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { returnTo: MEMBER_CARD_PATH });
  const now = new Date();
  const card = await getMemberCard(user.id, now);
  if (!card) throw new Response("Not found", { status: 404 });
  const expired = card.membershipExpiry !== null && card.membershipExpiry <= now;
  return json({
    name: fullName(card),
    memberId: card.memberId,
    statusLabel: membershipStatusLabel(card.membershipStatus),
    // The expiry as the profile shows it: lifetime members never expire, no date is N/A.
    expiry: card.lifetime
      ? m.profile_card_expiry_lifetime()
      : card.membershipExpiry
        ? formatDate(card.membershipExpiry, branding.timeZone)
        : m.profile_membership_not_applicable(),
    valid: card.valid,
    notValidReason: card.valid
      ? null
      : expired && card.membershipStatus === "active"
        ? m.profile_card_expired_on({ date: formatDate(card.membershipExpiry!, branding.timeZone) })
        : m.profile_card_status_is({ status: membershipStatusLabel(card.membershipStatus) }),
    // Only a valid card gets a QR code: a steward never scans a card its own holder is told is void.
    verifyUrl: card.valid ? card.verifyUrl : null,
    qrSvg: card.valid ? await memberCardQrSvg(card.verifyUrl) : null,
    // The copy saved for offline use shows when it was made.
    asOf: formatDateTime(now, branding.timeZone),
  });
}

export const meta: MetaFunction = (args) => titled(m.profile_card_title())(args);

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo: MEMBER_CARD_PATH });
  if (readIntent(await readFormData(request), ["replace-card"]) === null) return json({ message: UNKNOWN_ACTION() }, { status: 400 });
  await replaceMemberCard(user.id);
  return redirectWithToast(MEMBER_CARD_PATH, {
    type: "success",
    title: m.profile_card_replaced_title(),
    description: m.profile_card_replaced(),
  });
}

/**
 * Shown when the copy the site's service worker saved is on screen without signal (JavaScript only:
 * the browser says so).
 */
function useOffline(): boolean {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return offline;
}

export default function MemberCardPage() {
  const card = useLoaderData<typeof loader>();
  const { groupName } = useBranding();
  const offline = useOffline();
  return (
    <div className="mx-auto max-w-md space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{m.profile_card_title()}</h1>
        <p className="mt-1 text-gray-600 dark:text-gray-300">{m.profile_card_intro()}</p>
      </header>
      {offline ? (
        <p
          role="status"
          className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-100"
        >
          {m.profile_card_offline({ date: card.asOf })}
        </p>
      ) : null}
      <MemberCard card={card} groupName={groupName} />
      <p className="text-sm text-gray-600 dark:text-gray-300">{m.profile_card_keep_offline()}</p>
      <section aria-labelledby="replace-card-heading" className="rounded-xl border border-gray-200 p-4 dark:border-gray-700">
        <h2 id="replace-card-heading" className="font-semibold">
          {m.profile_card_replace_heading()}
        </h2>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{m.profile_card_replace_about()}</p>
        {/* A full page load, so the offline copy is the new card, not the old one. */}
        <Form method="post" reloadDocument className="mt-3">
          <Button type="submit" name="intent" value="replace-card" variant="secondary">
            {m.profile_card_replace()}
          </Button>
        </Form>
      </section>
      <p>
        <Link to="/profile" className="text-sm font-medium text-brand-700 underline dark:text-brand-100">
          {m.profile_card_back()}
        </Link>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
