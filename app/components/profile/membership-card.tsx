import { Form, Link } from "@remix-run/react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import type { MembershipView } from "./membership-view";
import * as m from "~/i18n/paraglide/messages/_index.js";

const STATUS_TONE: Record<string, BadgeTone> = {
  active: "green",
  lifetime: "purple",
  expired: "red",
  cancelled: "red",
  pending: "yellow",
};

const NOTE_CLASS = {
  red: "text-red-700 dark:text-red-300",
  yellow: "text-yellow-800 dark:text-yellow-200",
  green: "text-green-800 dark:text-green-200",
  gray: "text-gray-600 dark:text-gray-300",
} as const;

/** The overview's membership block: status badge, Member ID, Member Since, Administrator, and the matches attended this season. */
export function MembershipBlock({ membership, matchesAttended }: { membership: MembershipView; matchesAttended: number }) {
  return (
    <dl className="mt-6 grid gap-4 border-t border-gray-200 pt-4 text-sm sm:grid-cols-2 lg:grid-cols-4 dark:border-gray-700">
      <div>
        <dt className="text-gray-600 dark:text-gray-300">{m.profile_membership_status()}</dt>
        <dd className="mt-1 flex flex-wrap gap-2">
          <Badge tone={STATUS_TONE[membership.status] ?? "gray"}>{membership.statusLabel}</Badge>
          {membership.isAdmin ? <Badge tone="blue">{m.profile_membership_administrator()}</Badge> : null}
        </dd>
      </div>
      <div>
        <dt className="text-gray-600 dark:text-gray-300">{m.profile_membership_member_id()}</dt>
        <dd className="mt-1 font-mono font-semibold">{membership.memberId}</dd>
      </div>
      <div>
        <dt className="text-gray-600 dark:text-gray-300">{m.profile_membership_member_since()}</dt>
        <dd className="mt-1 font-semibold">{membership.memberSince}</dd>
      </div>
      <div>
        <dt className="text-gray-600 dark:text-gray-300">{m.profile_membership_matches_attended()}</dt>
        <dd className="mt-1 font-semibold" data-testid="matches-attended">
          {matchesAttended}
        </dd>
      </div>
    </dl>
  );
}

/** The Membership & Subscription card: status, plan, expiry, billing and renewal. */
export function MembershipCard({ membership, canManagePayment }: { membership: MembershipView; canManagePayment: boolean }) {
  const rows: [string, React.ReactNode][] = [
    [
      m.profile_membership_current_status(),
      <Badge key="s" tone={STATUS_TONE[membership.status] ?? "gray"}>
        {membership.statusLabel}
      </Badge>,
    ],
    [
      m.profile_membership_plan(),
      <span key="p" className="flex flex-wrap items-center gap-2">
        <span className="capitalize">{membership.plan}</span>
        {membership.lifetime ? <Badge tone="purple">{m.profile_membership_lifetime()}</Badge> : null}
      </span>,
    ],
    [
      m.profile_membership_expiry(),
      <span key="e">
        {membership.expiryDate}
        {membership.expiryNote ? (
          <span className={`block text-sm font-semibold ${NOTE_CLASS[membership.expiryTone]}`}>{membership.expiryNote}</span>
        ) : null}
      </span>,
    ],
  ];
  if (!membership.lifetime) rows.push([m.profile_membership_next_billing(), membership.nextBilling]);
  if (membership.amount) rows.push([m.profile_membership_amount(), membership.amount]);
  if (membership.autoRenewal) rows.push([m.profile_membership_auto_renewal(), membership.autoRenewal]);
  return (
    <section aria-labelledby="membership-card" className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
      <h2 id="membership-card" className="text-xl font-semibold">
        {m.profile_membership_heading()}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-gray-600 dark:text-gray-300">{label}</dt>
            <dd className="mt-1 font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        {canManagePayment ? (
          <Form method="post" action="/profile/payment-method" reloadDocument>
            <Button type="submit" variant="secondary">
              {m.profile_membership_update_payment()}
            </Button>
          </Form>
        ) : null}
        {/* Memberships are bought on /join, with their own checkout; the shop sells merchandise only. */}
        <Link to="/join" className={buttonClass("primary")}>
          {m.profile_membership_upgrade()}
        </Link>
      </div>
    </section>
  );
}
