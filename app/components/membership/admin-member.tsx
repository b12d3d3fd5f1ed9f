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

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/\W+/g, "-")}`;
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
    ["Email", member.email ?? "—"],
    [
      "Status",
      <span key="status" data-testid="member-status">
        {membershipStatusLabel(member.membershipStatus)}
      </span>,
    ],
    ["Type", membershipTypeLabel(member.membershipType)],
    ["Tier", membershipTier(member.membershipTier)?.name ?? "—"],
    ["Expiry", member.membershipExpiry ? formatDate(member.membershipExpiry, timeZone) : "—"],
    ["Auto-renewal", member.autoRenewal ? "On" : "Off"],
    ["Next billing date", member.nextBillingDate ? formatDate(member.nextBillingDate, timeZone) : "—"],
    ["Member since", formatDate(member.createdAt, timeZone)],
  ];
  return (
    <Card title="Membership">
      {member.isAdmin ? <Badge tone="purple">Administrator</Badge> : null}
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
          Waiting for payment: a {membershipTier(pendingOrder.membershipTier)?.name ?? "membership"} order of{" "}
          {formatPrice(pendingOrder.totalAmount, currency)} placed {formatDate(pendingOrder.createdAt, timeZone)}.
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
    <Card title="Record payment">
      <p className="text-sm text-gray-600 dark:text-gray-300">
        Cash at the stand, a bank transfer: activates the membership for a year (or extends it)
        {pendingOrder ? " and marks the waiting order paid" : ""}.
      </p>
      <Form method="post" className="space-y-3" noValidate>
        <input type="hidden" name="intent" value="record-payment" />
        <OnceKey />
        <input type="hidden" name="key" value={valueOf(result, "key") ?? paymentKey} />
        <FormErrors result={result} />
        <Labelled id="payment-tier" label="Tier" errors={errorsOf(result, "tier")}>
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
        <Labelled id="payment-amount" label="Amount paid (blank: the tier's price)" errors={errorsOf(result, "amount")}>
          {(props) => (
            <input
              {...props}
              name="amount"
              inputMode="decimal"
              defaultValue={defaultAmount}
              placeholder="Tier price"
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
        <Labelled id="payment-method" label="Method" errors={errorsOf(result, "method")}>
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
        <Labelled id="payment-reference" label="Reference (optional: receipt or transfer id)" errors={errorsOf(result, "reference")}>
          {(props) => (
            <input {...props} name="reference" maxLength={90} defaultValue={valueOf(result, "reference")} className={inputClass} />
          )}
        </Labelled>
        <Labelled id="payment-note" label="Note (optional)" errors={errorsOf(result, "note")}>
          {(props) => <input {...props} name="note" maxLength={500} defaultValue={valueOf(result, "note")} className={inputClass} />}
        </Labelled>
        <Button type="submit" disabled={busy}>
          {busy ? "Recording..." : "Record payment"}
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
    <Card title="Edit membership">
      <p className="text-sm text-gray-600 dark:text-gray-300">For corrections and grace periods; the reason is kept in the history.</p>
      <Form method="post" className="space-y-3" noValidate>
        <input type="hidden" name="intent" value="edit-membership" />
        <FormErrors result={result} />
        <Labelled id="edit-status" label="Status" errors={errorsOf(result, "status")}>
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
        <Labelled id="edit-type" label="Type" errors={errorsOf(result, "type")}>
          {(props) => (
            <select {...props} name="type" defaultValue={valueOf(result, "type") ?? member.membershipType ?? ""} className={inputClass}>
              <option value="">None</option>
              {MEMBERSHIP_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled id="edit-expiry" label="Expiry date" errors={errorsOf(result, "expiry")}>
          {(props) => (
            <input {...props} type="date" name="expiry" defaultValue={valueOf(result, "expiry") ?? expiry} className={inputClass} />
          )}
        </Labelled>
        <div className="flex items-center gap-2">
          <input id="edit-auto-renewal" type="checkbox" name="autoRenewal" defaultChecked={autoRenewal} className="h-4 w-4" />
          <label htmlFor="edit-auto-renewal" className="text-sm font-medium">
            Auto-renewal
          </label>
        </div>
        <Labelled id="edit-reason" label="Reason" errors={errorsOf(result, "reason")}>
          {(props) => (
            <input {...props} name="reason" required maxLength={500} defaultValue={valueOf(result, "reason")} className={inputClass} />
          )}
        </Labelled>
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Saving..." : "Save membership"}
        </Button>
      </Form>
    </Card>
  );
}

export function GrantLifetimeForm({ lifetime, result }: { lifetime: boolean; result?: Result }) {
  const busy = useBusy("grant-lifetime");
  return (
    <Card title="Lifetime membership">
      {lifetime ? (
        <p className="text-sm">This member is a lifetime member.</p>
      ) : (
        <Form method="post" className="space-y-3" noValidate>
          <input type="hidden" name="intent" value="grant-lifetime" />
          <p className="text-sm text-gray-600 dark:text-gray-300">
            No expiry and no more billing: any running subscription is cancelled (at Stripe too).
          </p>
          <FormErrors result={result} />
          <Labelled id="lifetime-reason" label="Reason" errors={errorsOf(result, "reason")}>
            {(props) => (
              <input {...props} name="reason" required maxLength={500} defaultValue={valueOf(result, "reason")} className={inputClass} />
            )}
          </Labelled>
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? "Granting..." : "Grant lifetime membership"}
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
    <Card title="Admin rights">
      <Form method="post" className="space-y-3" noValidate>
        <input type="hidden" name="intent" value={intent} />
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {isAdmin
            ? self
              ? "You are an administrator. Revoking your own rights takes you out of the admin area."
              : "This member is an administrator."
            : "This member is not an administrator."}
        </p>
        <FormErrors result={result} />
        <Labelled id="role-reason" label="Reason" errors={errorsOf(result, "reason")}>
          {(props) => (
            <input {...props} name="reason" required maxLength={500} defaultValue={valueOf(result, "reason")} className={inputClass} />
          )}
        </Labelled>
        <Button type="submit" variant={isAdmin ? "danger" : "secondary"} disabled={busy}>
          {isAdmin ? (busy ? "Revoking..." : "Revoke admin rights") : busy ? "Granting..." : "Grant admin rights"}
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
      <Card title="Subscriptions">
        {subscriptions.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">No subscriptions.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  {["Tier", "Status", "From", "Until", "Price", "Billing"].map((column) => (
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
                    <td className={td}>{row.status}</td>
                    <td className={td}>{formatDate(row.startDate, timeZone)}</td>
                    <td className={td}>{row.endDate ? formatDate(row.endDate, timeZone) : "—"}</td>
                    <td className={td}>{formatPrice(row.price, currency)}</td>
                    <td className={td}>
                      {row.stripeSubscriptionId
                        ? `Stripe ${row.stripeSubscriptionId}${row.autoRenewal ? ", renews" : ""}`
                        : "Recorded by hand"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Card title="Billing history">
        {billing.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">No payments.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  {["Date", "Amount", "Status", "Method", "Reference", "Recorded by"].map((column) => (
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
                    <td className={td}>{row.status}</td>
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
      <Card title="History">
        {changes.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">No changes yet.</p>
        ) : (
          <ol className="space-y-2 text-sm">
            {changes.map((change) => (
              <li key={change.id} className="border-b border-gray-100 pb-2 dark:border-gray-800" data-testid="membership-change">
                <span className="font-medium">{change.kind.replace(/-/g, " ")}</span>
                {" · "}
                {formatDateTime(change.createdAt, timeZone)}
                {" · "}
                {change.actorEmail
                  ? fullName({ firstName: change.actorFirstName, lastName: change.actorLastName, email: change.actorEmail })
                  : "System"}
                {change.reason ? <p className="text-gray-600 dark:text-gray-300">{change.reason}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
