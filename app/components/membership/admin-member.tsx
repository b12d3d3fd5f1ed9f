import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { MEMBERSHIP_STATUSES, MEMBERSHIP_TYPES } from "../../../db/enums";
import { LabelledControl } from "~/components/admin/admin-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { useBranding } from "~/utils/branding";
import { formatDate, formatDateTime } from "~/utils/dates";
import { formatPrice } from "~/utils/format";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "~/models/admin-members";
import { fullName, membershipStatusLabel, membershipTypeLabel } from "~/models/membership";
import { MEMBERSHIP_TIERS, membershipTier } from "~/models/membership-plans";
import { dateToWallTime } from "~/utils/zoned-time";
import { CONFIRM_AMOUNT_LABEL } from "~/i18n/messages/membership";
import { OnceKey } from "~/components/ui/once-key";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** A row's stored values in the admin's words (an unknown value shows as stored). */
const CHANGE_KINDS: Record<string, () => string> = {
  "payment-recorded": m.membership_admin_change_payment_recorded,
  "lifetime-granted": m.membership_admin_change_lifetime_granted,
  "membership-edited": m.membership_admin_change_membership_edited,
  "admin-granted": m.membership_admin_change_admin_granted,
  "admin-revoked": m.membership_admin_change_admin_revoked,
  stripe: m.membership_admin_change_stripe,
  expired: m.membership_admin_change_expired,
};
const SUBSCRIPTION_STATUSES: Record<string, () => string> = {
  active: m.membership_admin_sub_active,
  cancelled: m.membership_admin_sub_cancelled,
  expired: m.membership_admin_sub_expired,
  past_due: m.membership_admin_sub_past_due,
  pending: m.membership_admin_sub_pending,
};
const BILLING_STATUSES: Record<string, () => string> = {
  pending: m.membership_admin_bill_pending,
  paid: m.membership_admin_bill_paid,
  failed: m.membership_admin_bill_failed,
  refunded: m.membership_admin_bill_refunded,
};
function said(table: Record<string, () => string>, value: string, fallback = value): string {
  return Object.hasOwn(table, value) ? table[value]() : fallback;
}

/** The admin's member page: the summary, the four action forms and the history tables. */

type Result = { status?: "error" | "success"; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null };
export type MemberActionData = {
  form: "record-payment" | "grant-lifetime" | "edit-membership" | "admin-role" | "unknown";
  result: Result;
  /** Record payment refused an amount that is not the tier's price: show the checkbox that confirms it. */
  confirmAmount?: boolean;
};

type Member = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  membershipStatus: string;
  membershipType: string | null;
  membershipTier: string | null;
  membershipExpiry: string | null;
  isLifetimeMember: boolean;
  autoRenewal: boolean;
  nextBillingDate: string | null;
  createdAt: string;
};
type PendingOrder = { id: string; membershipTier: string | null; totalAmount: string; createdAt: string } | null;

function errorsOf(result: Result | undefined, name: string) {
  return result?.error?.[name] ?? undefined;
}
function valueOf(result: Result | undefined, name: string): string | undefined {
  const value = result?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}

/** A labelled control with its error (announced) next to it; `children` gets the id and aria wiring. */
function Labelled({
  id,
  label,
  errors,
  children,
}: {
  id: string;
  label: string;
  errors?: string[];
  children: (props: { id: string; "aria-invalid"?: boolean; "aria-describedby": string }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <LabelledControl label={label} controlId={id} field={{ errorId, errors }} announce>
      {children({ id, "aria-invalid": errors?.length ? true : undefined, "aria-describedby": errorId })}
    </LabelledControl>
  );
}

/** `name` makes the heading's id (card-<name>): the same in every language. */
function Card({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `card-${name}`;
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-gray-200 p-5 dark:border-gray-700">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function FormErrors({ result }: { result?: Result }) {
  const errors = result?.error?.[""];
  return errors?.length ? (
    <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
      {errors.join(" ")}
    </p>
  ) : null;
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function MemberSummary({ member, pendingOrder }: { member: Member; pendingOrder: PendingOrder }) {
  const { timeZone, currency } = useBranding();
  const rows: [string, ReactNode][] = [
    [m.membership_admin_email(), member.email ?? "—"],
    [
      m.membership_admin_status(),
      <span key="status" data-testid="member-status">
        {membershipStatusLabel(member.membershipStatus)}
      </span>,
    ],
    [m.membership_admin_type(), membershipTypeLabel(member.membershipType)],
    [m.membership_admin_tier(), membershipTier(member.membershipTier)?.name ?? "—"],
    [m.membership_admin_expiry(), member.membershipExpiry ? formatDate(member.membershipExpiry, timeZone) : "—"],
    [m.membership_admin_auto_renewal(), member.autoRenewal ? m.membership_admin_on() : m.membership_admin_off()],
    [m.membership_admin_next_billing(), member.nextBillingDate ? formatDate(member.nextBillingDate, timeZone) : "—"],
    [m.membership_admin_member_since(), formatDate(member.createdAt, timeZone)],
  ];
  return (
    <Card name="membership" title={m.membership_admin_card_membership()}>
      {member.isAdmin ? <Badge tone="purple">{m.membership_admin_administrator()}</Badge> : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-gray-100 py-1 dark:border-gray-800">
            <dt className="text-gray-600 dark:text-gray-300">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {pendingOrder ? (
        <p className="text-sm" data-testid="pending-membership-order">
          {m.membership_admin_pending_order({
            tier: membershipTier(pendingOrder.membershipTier)?.name ?? m.membership_admin_pending_fallback_tier(),
            amount: formatPrice(pendingOrder.totalAmount, currency),
            date: formatDate(pendingOrder.createdAt, timeZone),
          })}
        </p>
      ) : null}
    </Card>
  );
}

export function RecordPaymentForm({
  paymentKey,
  pendingOrder,
  result,
  askConfirmAmount = false,
}: {
  paymentKey: string;
  pendingOrder: PendingOrder;
  result?: Result;
  askConfirmAmount?: boolean;
}) {
  const { currency } = useBranding();
  const busy = useBusy("record-payment");
  const defaultTier = valueOf(result, "tier") ?? membershipTier(pendingOrder?.membershipTier)?.id ?? "supporter";
  // Blank means the chosen tier's price; a waiting order's amount is filled in.
  const defaultAmount = valueOf(result, "amount") ?? (pendingOrder ? pendingOrder.totalAmount : "");
  return (
    <Card name="record-payment" title={m.membership_admin_card_record_payment()}>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {pendingOrder ? m.membership_admin_payment_intro_pending() : m.membership_admin_payment_intro()}
      </p>
      <Form method="post" className="space-y-3" noValidate>
        <input type="hidden" name="intent" value="record-payment" />
        <OnceKey />
        <input type="hidden" name="key" value={valueOf(result, "key") ?? paymentKey} />
        <FormErrors result={result} />
        <Labelled id="payment-tier" label={m.membership_admin_tier()} errors={errorsOf(result, "tier")}>
          {(props) => (
            <select {...props} name="tier" defaultValue={defaultTier} className={inputClass}>
              {MEMBERSHIP_TIERS.map((tier) => (
                <option key={tier.id} value={tier.id}>
                  {tier.name} ({formatPrice(tier.priceCents / 100, currency)})
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled id="payment-amount" label={m.membership_admin_amount_paid()} errors={errorsOf(result, "amount")}>
          {(props) => (
            <input
              {...props}
              name="amount"
              inputMode="decimal"
              defaultValue={defaultAmount}
              placeholder={m.membership_admin_tier_price()}
              className={inputClass}
            />
          )}
        </Labelled>
        {askConfirmAmount || valueOf(result, "confirmAmount") === "on" ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirmAmount" defaultChecked={valueOf(result, "confirmAmount") === "on"} />
            {CONFIRM_AMOUNT_LABEL()}
          </label>
        ) : null}
        <Labelled id="payment-method" label={m.membership_admin_method()} errors={errorsOf(result, "method")}>
          {(props) => (
            <select {...props} name="method" defaultValue={valueOf(result, "method") ?? "cash"} className={inputClass}>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {PAYMENT_METHOD_LABELS[method]()}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled id="payment-reference" label={m.membership_admin_reference_optional()} errors={errorsOf(result, "reference")}>
          {(props) => (
            <input {...props} name="reference" maxLength={90} defaultValue={valueOf(result, "reference")} className={inputClass} />
          )}
        </Labelled>
        <Labelled id="payment-note" label={m.membership_admin_note_optional()} errors={errorsOf(result, "note")}>
          {(props) => <input {...props} name="note" maxLength={500} defaultValue={valueOf(result, "note")} className={inputClass} />}
        </Labelled>
        <Button type="submit" disabled={busy}>
          {busy ? m.membership_admin_recording() : m.membership_admin_card_record_payment()}
        </Button>
      </Form>
    </Card>
  );
}

export function EditMembershipForm({ member, result }: { member: Member; result?: Result }) {
  const busy = useBusy("edit-membership");
  const { timeZone } = useBranding();
  const expiry = member.membershipExpiry ? dateToWallTime(member.membershipExpiry, timeZone).slice(0, 10) : "";
  const autoRenewal = result?.initialValue ? valueOf(result, "autoRenewal") === "on" : member.autoRenewal;
  return (
    <Card name="edit-membership" title={m.membership_admin_card_edit()}>
      <p className="text-sm text-gray-600 dark:text-gray-300">{m.membership_admin_edit_intro()}</p>
      <Form method="post" className="space-y-3" noValidate>
        <input type="hidden" name="intent" value="edit-membership" />
        <FormErrors result={result} />
        <Labelled id="edit-status" label={m.membership_admin_status()} errors={errorsOf(result, "status")}>
          {(props) => (
            <select {...props} name="status" defaultValue={valueOf(result, "status") ?? member.membershipStatus} className={inputClass}>
              {MEMBERSHIP_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {membershipStatusLabel(status)}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled id="edit-type" label={m.membership_admin_type()} errors={errorsOf(result, "type")}>
          {(props) => (
            <select {...props} name="type" defaultValue={valueOf(result, "type") ?? member.membershipType ?? ""} className={inputClass}>
              <option value="">{m.membership_type_none()}</option>
              {MEMBERSHIP_TYPES.map((type) => (
                <option key={type} value={type}>
                  {membershipTypeLabel(type)}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled id="edit-expiry" label={m.membership_admin_expiry_date()} errors={errorsOf(result, "expiry")}>
          {(props) => (
            <input {...props} type="date" name="expiry" defaultValue={valueOf(result, "expiry") ?? expiry} className={inputClass} />
          )}
        </Labelled>
        <div className="flex items-center gap-2">
          <input id="edit-auto-renewal" type="checkbox" name="autoRenewal" defaultChecked={autoRenewal} className="h-4 w-4" />
          <label htmlFor="edit-auto-renewal" className="text-sm font-medium">
            {m.membership_admin_auto_renewal()}
          </label>
        </div>
        <Labelled id="edit-reason" label={m.membership_admin_reason()} errors={errorsOf(result, "reason")}>
          {(props) => (
            <input {...props} name="reason" required maxLength={500} defaultValue={valueOf(result, "reason")} className={inputClass} />
          )}
        </Labelled>
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? m.membership_admin_saving() : m.membership_admin_save()}
        </Button>
      </Form>
    </Card>
  );
}

export function GrantLifetimeForm({ lifetime, result }: { lifetime: boolean; result?: Result }) {
  const busy = useBusy("grant-lifetime");
  return (
    <Card name="lifetime-membership" title={m.membership_admin_card_lifetime()}>
      {lifetime ? (
        <p className="text-sm">{m.membership_admin_is_lifetime()}</p>
      ) : (
        <Form method="post" className="space-y-3" noValidate>
          <input type="hidden" name="intent" value="grant-lifetime" />
          <p className="text-sm text-gray-600 dark:text-gray-300">{m.membership_admin_lifetime_intro()}</p>
          <FormErrors result={result} />
          <Labelled id="lifetime-reason" label={m.membership_admin_reason()} errors={errorsOf(result, "reason")}>
            {(props) => (
              <input {...props} name="reason" required maxLength={500} defaultValue={valueOf(result, "reason")} className={inputClass} />
            )}
          </Labelled>
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? m.membership_admin_granting() : m.membership_admin_grant_lifetime()}
          </Button>
        </Form>
      )}
    </Card>
  );
}

export function AdminRoleForm({ isAdmin, self, result }: { isAdmin: boolean; self: boolean; result?: Result }) {
  const intent = isAdmin ? "revoke-admin" : "grant-admin";
  const busy = useBusy(intent);
  return (
    <Card name="admin-rights" title={m.membership_admin_card_admin_rights()}>
      <Form method="post" className="space-y-3" noValidate>
        <input type="hidden" name="intent" value={intent} />
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {isAdmin ? (self ? m.membership_admin_you_admin() : m.membership_admin_is_admin()) : m.membership_admin_not_admin()}
        </p>
        <FormErrors result={result} />
        <Labelled id="role-reason" label={m.membership_admin_reason()} errors={errorsOf(result, "reason")}>
          {(props) => (
            <input {...props} name="reason" required maxLength={500} defaultValue={valueOf(result, "reason")} className={inputClass} />
          )}
        </Labelled>
        <Button type="submit" variant={isAdmin ? "danger" : "secondary"} disabled={busy}>
          {isAdmin
            ? busy
              ? m.membership_admin_revoking()
              : m.membership_admin_revoke()
            : busy
              ? m.membership_admin_granting()
              : m.membership_admin_grant_admin()}
        </Button>
      </Form>
    </Card>
  );
}

type Subscription = {
  id: number;
  tier: string | null;
  type: string;
  status: string;
  startDate: string;
  endDate: string | null;
  price: string;
  autoRenewal: boolean;
  stripeSubscriptionId: string | null;
};
type Billing = {
  id: number;
  amount: string;
  status: string;
  billingDate: string;
  paymentMethod: string | null;
  transactionId: string | null;
  recordedByEmail: string | null;
};
type Change = {
  id: number;
  kind: string;
  reason: string | null;
  createdAt: string;
  actorEmail: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
};

const th = "py-2 pr-3";
const td = "py-2 pr-3 align-top";

export function MemberHistory({
  subscriptions,
  billing,
  changes,
}: {
  subscriptions: Subscription[];
  billing: Billing[];
  changes: Change[];
}) {
  const { timeZone, currency } = useBranding();
  return (
    <div className="space-y-6">
      <Card name="subscriptions" title={m.membership_admin_card_subscriptions()}>
        {subscriptions.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">{m.membership_admin_no_subscriptions()}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  {[
                    m.membership_admin_tier(),
                    m.membership_admin_status(),
                    m.membership_admin_col_from(),
                    m.membership_admin_col_until(),
                    m.membership_admin_col_price(),
                    m.membership_admin_col_billing(),
                  ].map((column) => (
                    <th key={column} className={th}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {subscriptions.map((row) => (
                  <tr key={row.id} className="border-t border-gray-100 dark:border-gray-800" data-testid="subscription-row">
                    <td className={td}>{membershipTier(row.tier)?.name ?? row.type}</td>
                    <td className={td}>{said(SUBSCRIPTION_STATUSES, row.status)}</td>
                    <td className={td}>{formatDate(row.startDate, timeZone)}</td>
                    <td className={td}>{row.endDate ? formatDate(row.endDate, timeZone) : "—"}</td>
                    <td className={td}>{formatPrice(row.price, currency)}</td>
                    <td className={td}>
                      {row.stripeSubscriptionId
                        ? (row.autoRenewal ? m.membership_admin_stripe_sub_renews : m.membership_admin_stripe_sub)({
                            id: row.stripeSubscriptionId,
                          })
                        : m.membership_admin_by_hand()}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Card name="billing-history" title={m.membership_admin_card_billing()}>
        {billing.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">{m.membership_admin_no_payments()}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  {[
                    m.membership_admin_col_date(),
                    m.membership_admin_col_amount(),
                    m.membership_admin_status(),
                    m.membership_admin_method(),
                    m.membership_admin_col_reference(),
                    m.membership_admin_col_recorded_by(),
                  ].map((column) => (
                    <th key={column} className={th}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {billing.map((row) => (
                  <tr key={row.id} className="border-t border-gray-100 dark:border-gray-800" data-testid="billing-row">
                    <td className={td}>{formatDate(row.billingDate, timeZone)}</td>
                    <td className={td}>{formatPrice(row.amount, currency)}</td>
                    <td className={td}>{said(BILLING_STATUSES, row.status)}</td>
                    <td className={td}>
                      {(row.paymentMethod &&
                        Object.hasOwn(PAYMENT_METHOD_LABELS, row.paymentMethod) &&
                        PAYMENT_METHOD_LABELS[row.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS]()) ||
                        (row.paymentMethod ?? "—")}
                    </td>
                    <td className={td}>{row.transactionId?.startsWith("manual-") ? "—" : (row.transactionId ?? "—")}</td>
                    <td className={td}>{row.recordedByEmail ?? "Stripe"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Card name="history" title={m.membership_admin_card_history()}>
        {changes.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">{m.membership_admin_no_changes()}</p>
        ) : (
          <ol className="space-y-2 text-sm">
            {changes.map((change) => (
              <li key={change.id} className="border-b border-gray-100 pb-2 dark:border-gray-800" data-testid="membership-change">
                <span className="font-medium">{said(CHANGE_KINDS, change.kind, change.kind.replace(/-/g, " "))}</span>
                {" · "}
                {formatDateTime(change.createdAt, timeZone)}
                {" · "}
                {change.actorEmail
                  ? fullName({ firstName: change.actorFirstName, lastName: change.actorLastName, email: change.actorEmail })
                  : m.membership_admin_system()}
                {change.reason ? <p className="text-gray-600 dark:text-gray-300">{change.reason}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
