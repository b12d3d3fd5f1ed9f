import { Form, Link, useNavigation } from "@remix-run/react";

// Relative import (not "~/") so the unit test can load this module without a path-alias config.
import { useBranding } from "../../utils/branding";
import { MEMBERSHIP_TIERS, membershipTier } from "../../models/membership-plans";
import { OnceKey } from "../ui/once-key";
import { formatNumber } from "../../utils/format";
import * as m from "../../i18n/paraglide/messages/_index.js";
import { getLocale } from "../../i18n/paraglide/runtime.js";

/** "$25" for 2500 cents in usd ("€25" in eur); cents are only shown when the price is not a whole amount. */
function formatTierPrice(priceCents: number, currency: string): string {
  const amount = priceCents / 100;
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(getLocale(), {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** Who is looking at /join: null for a visitor; a member's status decides Join, Renew or nothing to buy. */
export type JoinViewer = { status: string; lifetime: boolean; pending: { orderId: string; tier: string | null } | null } | null;

/**
 * Membership landing page (/join). Each tier's button is a plain form post (intent join): a visitor's
 * cart gets the membership and they sign in; a member goes on to /join/checkout. Lifetime members
 * have nothing to buy; active members renew (the new year starts at their current expiry).
 */
export function MembershipLanding({ viewer = null, error = null }: { viewer?: JoinViewer; error?: string | null }) {
  const { groupName, clubName, currency } = useBranding();
  const navigation = useNavigation();
  const joining = navigation.state !== "idle" && navigation.formData?.get("intent") === "join" ? navigation.formData.get("tier") : null;
  const renewing = viewer?.status === "active";
  const pending = viewer?.pending ?? null;
  const pendingTier = pending ? membershipTier(pending.tier) : null;

  const claims = [
    { key: "members", value: `${formatNumber(2000)}+`, label: m.membership_join_claim_members() },
    { key: "events", value: `${formatNumber(50)}+`, label: m.membership_join_claim_events() },
    {
      key: "years",
      value: formatNumber(10),
      label: m.membership_join_claim_years(),
      detail: m.membership_join_claim_years_detail({ club: clubName }),
    },
  ];

  return (
    <div className="text-gray-700 dark:text-gray-300">
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 px-4 py-16 text-center text-white dark:from-gray-900 dark:to-black">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{m.membership_join_heading({ group: groupName })}</h1>
          <p className="mt-4 text-lg text-brand-100 dark:text-gray-300">{m.membership_join_intro({ club: clubName })}</p>
        </div>

        <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-1 gap-6 sm:grid-cols-3">
          {claims.map((claim) => (
            <div key={claim.key} className="flex flex-col-reverse rounded-lg bg-white/10 px-4 py-5">
              <dt className="text-sm font-medium uppercase tracking-wide text-brand-100 dark:text-gray-400">
                {claim.label}
                {claim.detail ? <span className="block normal-case tracking-normal">{claim.detail}</span> : null}
              </dt>
              <dd className="text-3xl font-extrabold">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="membership-tiers" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="membership-tiers" className="text-center text-3xl font-bold text-gray-900 dark:text-white">
          {m.membership_join_choose()}
        </h2>
        <p className="mt-2 text-center text-gray-600 dark:text-gray-400">{m.membership_join_one_year()}</p>
        {viewer?.lifetime ? (
          <p
            role="status"
            className="mx-auto mt-6 max-w-xl rounded-md border border-green-300 bg-green-50 px-4 py-3 text-center text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
          >
            {m.membership_join_lifetime()}
          </p>
        ) : renewing ? (
          <p className="mx-auto mt-6 max-w-xl rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-center text-brand-900 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100">
            {m.membership_join_renewing()}
          </p>
        ) : null}
        {pending && pendingTier && !viewer?.lifetime ? (
          <p className="mx-auto mt-4 max-w-xl text-center text-sm text-gray-600 dark:text-gray-400">
            {m.membership_join_pending({ tier: pendingTier.name })}{" "}
            <Link
              to={`/join/checkout/complete?order=${pending.orderId}`}
              className="font-semibold text-brand-600 underline dark:text-brand-100"
            >
              {m.membership_join_see_how_to_pay()}
            </Link>
          </p>
        ) : null}
        {error ? (
          <p
            role="alert"
            className="mx-auto mt-4 max-w-xl rounded-md border border-red-300 bg-red-50 px-4 py-2 text-center text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {error}
          </p>
        ) : null}

        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {MEMBERSHIP_TIERS.map((tier) => (
            <li
              key={tier.name}
              className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-gray-900 ${
                tier.mostPopular ? "border-brand-500 ring-2 ring-brand-500 dark:border-brand-500" : "border-gray-200 dark:border-gray-700"
              }`}
            >
              {tier.mostPopular ? (
                <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
                  {m.membership_join_most_popular()}
                </p>
              ) : null}
              {/* The tier names are the group's own (membership-plans.ts), the same in every language. */}
              <h3 translate="no" className="text-xl font-semibold text-gray-900 dark:text-white">
                {tier.name}
              </h3>
              <p className="mt-4 flex items-baseline gap-1">
                <span className="text-4xl font-extrabold text-gray-900 dark:text-white">{formatTierPrice(tier.priceCents, currency)}</span>
                <span className="text-gray-500 dark:text-gray-400">{m.membership_join_per_year_short()}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-2" aria-label={m.membership_perks_label({ tier: tier.name })}>
                {tier.perks.map((perk, index) => (
                  <li key={index} className="flex gap-2">
                    <span aria-hidden="true" className="text-brand-600 dark:text-brand-100">
                      ✓
                    </span>
                    <span>{perk()}</span>
                  </li>
                ))}
              </ul>
              {viewer?.lifetime ? null : (
                <Form method="post" action="/join" className="mt-8">
                  <input type="hidden" name="tier" value={tier.id} />
                  <OnceKey />
                  <button
                    type="submit"
                    name="intent"
                    value="join"
                    disabled={joining !== null}
                    aria-label={(renewing ? m.membership_renew_as_label : m.membership_join_as_label)({
                      tier: tier.name,
                      price: formatTierPrice(tier.priceCents, currency),
                    })}
                    className={`block w-full rounded-lg px-4 py-2 text-center font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:opacity-70 dark:focus-visible:ring-offset-gray-900 ${
                      tier.mostPopular
                        ? "bg-brand-600 text-white hover:bg-brand-700"
                        : "bg-brand-50 text-brand-700 hover:bg-brand-100 dark:bg-gray-800 dark:text-brand-100 dark:hover:bg-gray-700"
                    }`}
                  >
                    {joining === tier.id
                      ? m.membership_joining()
                      : renewing
                        ? m.membership_renew_as({ tier: tier.name })
                        : m.membership_join_as({ tier: tier.name })}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>

        <p className="mt-10 text-center font-medium text-gray-900 dark:text-gray-100">
          {m.membership_join_guarantee()}
          <span className="block text-sm font-normal text-gray-600 dark:text-gray-400">{m.membership_join_guarantee_detail()}</span>
        </p>
      </section>
    </div>
  );
}
