import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { verifyMemberCard } from "~/models/member-card.server";
import { branding } from "~/utils/branding.server";
import { formatDate, formatDateTime } from "~/utils/dates";
import { titleFor } from "~/utils/meta";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * GET /verify/<token>: the gate's check of a member card, for anyone (the steward scans the QR
 * code with their own phone, signed in or not). It says whether the card is valid right now and
 * shows the Member ID and until when, nothing else about the member. A token we did not sign, or
 * one of a replaced card, is a 404 'not valid'. A verdict is never stored anywhere (no-store):
 * the next scan must ask again. The token is a key: no referrer, no search engine.
 */
const HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

export async function loader({ params }: LoaderFunctionArgs) {
  const now = new Date();
  // Length, shape and signature are checked before the database is asked (verifyMemberCard).
  const card = await verifyMemberCard(params.token ?? "", now);
  const checkedAt = formatDateTime(now, branding.timeZone);
  if (!card) return json({ card: null, checkedAt }, { status: 404, headers: HEADERS });
  return json(
    {
      card: {
        memberId: card.memberId,
        valid: card.valid,
        validUntil: card.lifetime ? m.membership_verify_lifetime() : card.expiry ? formatDate(card.expiry, branding.timeZone) : null,
      },
      checkedAt,
    },
    { headers: HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  for (const name of Object.keys(HEADERS)) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export const meta: MetaFunction = ({ matches }) => [
  titleFor(matches, m.membership_verify_title),
  { name: "robots", content: "noindex, nofollow" },
];

export default function VerifyMemberCard() {
  const { card, checkedAt } = useLoaderData<typeof loader>();
  const valid = card?.valid === true;
  return (
    <div className="mx-auto max-w-md space-y-6 text-center">
      <h1 className="text-2xl font-bold">{m.membership_verify_title()}</h1>
      <div data-testid="verdict" className={`rounded-2xl px-6 py-10 ${valid ? "bg-green-700 text-white" : "bg-red-700 text-white"}`}>
        <p className="text-5xl font-black tracking-wide">{valid ? m.membership_verify_valid() : m.membership_verify_not_valid()}</p>
        <p className="mt-3 text-lg">
          {valid ? m.membership_verify_valid_text() : card ? m.membership_verify_inactive_text() : m.membership_verify_unknown_text()}
        </p>
      </div>
      {card ? (
        <dl className="grid grid-cols-2 gap-4 rounded-xl border border-gray-200 p-4 text-left dark:border-gray-700">
          <div>
            <dt className="text-xs uppercase tracking-wide text-gray-600 dark:text-gray-400">{m.membership_card_member_id()}</dt>
            <dd className="font-mono text-lg font-semibold">{card.memberId}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-gray-600 dark:text-gray-400">
              {valid ? m.membership_verify_valid_until() : m.membership_verify_expiry()}
            </dt>
            <dd className="font-semibold">{card.validUntil ?? m.membership_expiry_none()}</dd>
          </div>
        </dl>
      ) : null}
      <p className="text-sm text-gray-600 dark:text-gray-300">{m.membership_verify_checked({ when: checkedAt })}</p>
    </div>
  );
}
