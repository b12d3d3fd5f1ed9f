import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/admin/admin-page";
import {
  AdminRoleForm,
  EditMembershipForm,
  GrantLifetimeForm,
  MemberHistory,
  MemberSummary,
  RecordPaymentForm,
  type MemberActionData,
} from "~/components/membership/admin-member";
import { editMembership, getMemberForAdmin, memberExists, pendingMembershipOrder, setAdminRole } from "~/models/admin-members.server";
import { centsToDecimal } from "~/utils/format";
import { grantLifetimeMembership, recordMembershipPayment } from "~/models/membership.server";
import { messageFor } from "~/i18n/message-map";
import { amountDiffersMessage, memberAdminMessages } from "~/i18n/messages/membership";
import { UNKNOWN_ACTION } from "~/i18n/messages/common";
import { readIntent } from "~/utils/intent.server";
import { cancelStripeSubscriptions } from "~/models/integrations.server";
import { AdminRoleSchema, editMembershipSchema, GrantLifetimeSchema, RecordPaymentSchema } from "~/models/admin-members.schema.server";
import { requireAdmin, type User } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { fullName } from "~/models/membership";
import { membershipTier } from "~/models/membership-plans";
import { titleFor } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { text } from "~/utils/validation.server";
import { oncePerKey } from "~/models/request-keys.server";
import { memberLoyalty } from "~/models/loyalty.server";
import { LoyaltyCard } from "~/components/profile/loyalty-card";
import { seasonStartMonth } from "~/utils/env.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const notFound = () => new Response(messageFor(memberAdminMessages, { ok: false, reason: "member-not-found" }), { status: 404 });
function memberIdFromParams(params: { userId?: string }): string {
  // Built here, not at the top of the module: the browser's copy of this module has no validation.server.
  const parsed = text("Member", 64).min(1).safeParse(params.userId);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const data = await getMemberForAdmin(memberIdFromParams(params));
  if (!data) throw notFound();
  const loyalty = await memberLoyalty(data.member, { timeZone: branding.timeZone, seasonStartMonth });
  // A fresh one-time key per page view: the payment form carries it (its transaction id when no
  // reference is given), so a double submit records once.
  return json(
    {
      ...data,
      loyalty: loyalty ? { total: loyalty.total, lines: loyalty.lines } : null,
      paymentKey: crypto.randomUUID(),
      self: admin.id === data.member.id,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, data ? fullName(data.member) : m.membership_admin_member_not_found),
];

/** A recorded payment answers once per press, however often the post arrives (the payment form carries the one-time key). */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

/** One form per intent, each a plain post: record-payment, grant-lifetime, edit-membership, grant-admin / revoke-admin. */
async function act({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const admin = await requireAdmin(request);
  const memberId = memberIdFromParams(params);
  // A light check: the page's five reads are the loader's. (The writes' lockMember 404s too, if the member goes meanwhile.)
  if (!(await memberExists(memberId))) throw notFound();
  const formData = await readFormData(request);
  const here = `/admin/members/${memberId}`;
  switch (readIntent(formData, ["record-payment", "grant-lifetime", "edit-membership", "grant-admin", "revoke-admin"])) {
    case "record-payment":
      return recordPayment(formData, memberId, admin, here);
    case "grant-lifetime":
      return grantLifetime(formData, memberId, admin, here);
    case "edit-membership":
      return edit(formData, memberId, admin, here);
    case "grant-admin":
    case "revoke-admin":
      return changeRole(formData, memberId, admin, here);
    case null:
      return json<MemberActionData>({ form: "unknown", result: { status: "error", error: { "": [UNKNOWN_ACTION()] } } }, { status: 400 });
  }
}

async function recordPayment(formData: FormData, userId: string, admin: User, here: string) {
  const submission = parseWithZod(formData, { schema: RecordPaymentSchema });
  if (submission.status !== "success")
    return json<MemberActionData>({ form: "record-payment", result: submission.reply() }, { status: 400 });
  const { tier, amount, method, reference, note, key, confirmAmount } = submission.value;
  const plan = membershipTier(tier)!;
  const paid = amount === null ? centsToDecimal(plan.priceCents) : amount.toFixed(2);
  // The subscription is priced at what was paid: an amount that is not the tier's price is a choice
  // the admin confirms, so a typo does not become the member's price.
  if (paid !== centsToDecimal(plan.priceCents) && !confirmAmount) {
    const message = amountDiffersMessage({ tier: plan.name, price: centsToDecimal(plan.priceCents), amount: paid });
    return json<MemberActionData>(
      { form: "record-payment", result: submission.reply({ fieldErrors: { amount: [message] } }), confirmAmount: true },
      { status: 400 },
    );
  }
  const order = await pendingMembershipOrder(userId);
  const recorded = await recordMembershipPayment({
    userId,
    tierId: tier,
    amount: paid,
    paymentMethod: method,
    transactionId: reference ? reference : `manual-${key}`,
    actorId: admin.id,
    reason: note || null,
    orderId: order?.id ?? null,
  });
  if (recorded.duplicate === undefined) throw notFound();
  if (recorded.duplicate) {
    if (reference) {
      return json<MemberActionData>(
        {
          form: "record-payment",
          result: submission.reply({ fieldErrors: { reference: [m.membership_admin_reference_taken()] } }),
        },
        { status: 409 },
      );
    }
    // The same form sent twice (a double click): the first one recorded it.
    return redirectWithToast(here, {
      type: "info",
      title: m.membership_admin_already_recorded_title(),
      description: m.membership_admin_already_recorded(),
    });
  }
  return redirectWithToast(here, {
    type: "success",
    title: m.membership_admin_payment_recorded_title(),
    description: m.membership_admin_payment_recorded({ tier: plan.name, date: recorded.expiry.toISOString().slice(0, 10) }),
  });
}

async function grantLifetime(formData: FormData, userId: string, admin: User, here: string) {
  const submission = parseWithZod(formData, { schema: GrantLifetimeSchema });
  if (submission.status !== "success")
    return json<MemberActionData>({ form: "grant-lifetime", result: submission.reply() }, { status: 400 });
  const granted = await grantLifetimeMembership({ userId, actorId: admin.id, reason: submission.value.reason });
  if (!granted.ok) throw notFound();
  const failed = await cancelStripeSubscriptions(granted.stripeSubscriptionIds);
  if (failed.length > 0) {
    return redirectWithToast(here, {
      type: "error",
      title: m.membership_admin_lifetime_granted_title(),
      description: m.membership_admin_lifetime_stripe_failed({ ids: failed.join(", ") }),
    });
  }
  return redirectWithToast(here, {
    type: "success",
    title: m.membership_admin_lifetime_granted_title(),
    description: m.membership_admin_lifetime_granted(),
  });
}

async function edit(formData: FormData, userId: string, admin: User, here: string) {
  const submission = parseWithZod(formData, { schema: editMembershipSchema(branding.timeZone) });
  if (submission.status !== "success")
    return json<MemberActionData>({ form: "edit-membership", result: submission.reply() }, { status: 400 });
  const { status, type, expiry, autoRenewal, reason } = submission.value;
  const edited = await editMembership({
    userId,
    actorId: admin.id,
    edit: { status, type: type ?? null, expiry: status === "lifetime" ? null : (expiry ?? null), autoRenewal },
    reason,
  });
  if (!edited.ok && edited.reason === "member-not-found") throw notFound();
  if (!edited.ok) {
    // An Active status without a date to come is the expiry's fault: said next to that field.
    const field = edited.reason === "use-grant-lifetime" ? "status" : "expiry";
    return json<MemberActionData>(
      { form: "edit-membership", result: submission.reply({ fieldErrors: { [field]: [messageFor(memberAdminMessages, edited)] } }) },
      { status: 400 },
    );
  }
  return redirectWithToast(here, { type: "success", title: m.membership_admin_updated_title(), description: m.membership_admin_updated() });
}

async function changeRole(formData: FormData, userId: string, admin: User, here: string) {
  const submission = parseWithZod(formData, { schema: AdminRoleSchema });
  if (submission.status !== "success") return json<MemberActionData>({ form: "admin-role", result: submission.reply() }, { status: 400 });
  const grant = submission.value.intent === "grant-admin";
  const result = await setAdminRole({ userId, actorId: admin.id, isAdmin: grant, reason: submission.value.reason });
  if (!result.ok && result.reason === "member-not-found") throw notFound();
  if (!result.ok) {
    return json<MemberActionData>(
      { form: "admin-role", result: submission.reply({ formErrors: [messageFor(memberAdminMessages, result)] }) },
      { status: 409 },
    );
  }
  return redirectWithToast(here, {
    type: "success",
    title: grant ? m.membership_admin_granted_title() : m.membership_admin_revoked_title(),
    description: grant ? m.membership_admin_granted() : m.membership_admin_revoked(),
  });
}

/** One member: membership, pending order, subscriptions, billing, history, and the admin's actions. */
export default function AdminMember() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const result = (form: MemberActionData["form"]) =>
    actionData && "form" in actionData && actionData.form === form ? actionData.result : undefined;
  return (
    <div className="space-y-6">
      <BackLink to="/admin/members" label={m.admin_members_title()} />
      <h1 className="text-3xl font-bold">{fullName(data.member)}</h1>
      <MemberSummary member={data.member} pendingOrder={data.pendingOrder} />
      <LoyaltyCard points={data.loyalty} whose={m.membership_admin_whose({ name: fullName(data.member) })} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecordPaymentForm
          key={`payment-${data.billing[0]?.id ?? 0}`}
          paymentKey={data.paymentKey}
          pendingOrder={data.pendingOrder}
          result={result("record-payment")}
          askConfirmAmount={actionData && "confirmAmount" in actionData ? actionData.confirmAmount === true : false}
        />
        <EditMembershipForm member={data.member} result={result("edit-membership")} />
        <GrantLifetimeForm lifetime={data.member.isLifetimeMember} result={result("grant-lifetime")} />
        <AdminRoleForm isAdmin={data.member.isAdmin} self={data.self} result={result("admin-role")} />
      </div>
      <MemberHistory subscriptions={data.subscriptions} billing={data.billing} changes={data.changes} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
