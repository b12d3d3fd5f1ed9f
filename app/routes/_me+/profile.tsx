import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useEffect } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { DelayedRedirect } from "~/components/site/delayed-redirect";
import { showToast } from "~/components/site/toaster";
import { Avatar } from "~/components/ui/avatar";
import { Button, buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { PendingEmailChange } from "~/components/profile/profile-email-change";
import { Household } from "~/components/profile/household";
import { MembershipBlock, MembershipCard } from "~/components/profile/membership-card";
import { membershipView, type MembershipView } from "~/components/profile/membership-view";
import { QuickActions, RecentOrdersCard, UpcomingEventsCard } from "~/components/profile/summary-cards";
import { canManagePayment } from "~/models/integrations.server";
import { listUpcomingEvents } from "~/models/events.server";
import { addFamilyMember, listFamilyMembers, removeFamilyMember, type FamilyMember } from "~/models/family.server";
import { cancelEmailChange, countMatchesAttended, getProfile, listRecentOrders } from "~/models/profile.server";
import { seasonStart } from "~/models/attendance";
import { branding } from "~/utils/branding.server";
import { familyMax, seasonStartMonth } from "~/utils/env.server";
import { MyListings } from "~/components/tickets/my-listings";
import { VolunteerShiftsCard } from "~/components/volunteer/volunteer-shifts-card";
import { listMyListings, type MyListing } from "~/models/tickets.server";
import { listUpcomingShiftsForUser } from "~/models/volunteer.server";
import { getOptionalUser, loginPath, requireUser, type User } from "~/utils/auth.server";
import { EmailCodeSchema } from "~/models/email-change.schema";
import { confirmCode, resendCode, saveProfile } from "~/models/email-change.server";
import { messageFor } from "~/i18n/message-map";
import { emailChangeMessages } from "~/i18n/messages/profile";
import { UNKNOWN_ACTION } from "~/i18n/messages/common";
import { familyMessages } from "~/i18n/messages/membership";
import { readIntent } from "~/utils/intent.server";
import { fullName, isMember } from "~/models/membership";
import { PROFILE_LOGGED_OUT, PROFILE_LOGIN_DELAY_MS } from "~/utils/messages";
import { titled } from "~/utils/meta";
import { FamilyMemberSchema, PROFILE_LABELS, PROFILE_REQUIRED_MESSAGE, ProfileSchema, requiredMessage } from "~/models/profile.schema";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { localeSettings, offeredLocale } from "~/i18n/locale.server";
import { persistLocaleChoice } from "~/models/locale-preference.server";
import { LanguageSetting } from "~/components/profile/language-setting";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { parseId } from "~/utils/validation.server";
import { redirectDocumentWithNotice, redirectWithToast } from "~/utils/toast.server";
import { oncePerKey } from "~/models/request-keys.server";
import { memberLoyalty } from "~/models/loyalty.server";
import { LoyaltyCard } from "~/components/profile/loyalty-card";
import { PushAlerts, type AlertDevice } from "~/components/profile/push-alerts";
import { listPushDevices, removePushDevice, vapidKeys } from "~/models/push.server";
import { listMemberAnnouncements } from "~/models/announcements.server";
import { MemberNews } from "~/components/news/member-news";
import { WhatsNew } from "~/components/news/whats-new";
import { listWhatsNew, markNewsSeen } from "~/models/whats-new.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const signedIn = await getOptionalUser(request);
  const user = signedIn ? await getProfile(signedIn.id) : null;
  if (!user) {
    await redirectDocumentWithNotice(request, loginPath("/profile"), PROFILE_LOGGED_OUT());
    return json({
      user: null,
      loginTo: loginPath("/profile"),
      volunteerShifts: [],
      ticketListings: [] as Omit<MyListing, "userId">[],
      membership: null,
      canManagePayment: false,
      upcomingEvents: [],
      recentOrders: [],
      family: [] as FamilyMember[],
      familyMax,
      matchesAttended: 0,
      loyalty: null,
      language: null,
      alerts: null,
      news: [],
      whatsNew: { items: [], total: 0 },
    });
  }
  const now = new Date();
  const member = isMember(user.membershipStatus);
  // A fixed number of queries, whatever the member has, run at once.
  const [
    upcomingEvents,
    recentOrders,
    volunteerShifts,
    listings,
    family,
    matchesAttended,
    loyalty,
    alertDevices,
    pushKeys,
    news,
    whatsNew,
  ] = await Promise.all([
    listUpcomingEvents({ now, limit: 3, userId: user.id }),
    listRecentOrders(user.id, 3),
    // The Volunteer Shifts summary card: the first 3 upcoming volunteer shifts.
    listUpcomingShiftsForUser(user.id, { now, limit: 3 }),
    listMyListings(user.id, { limit: 20 }),
    member ? listFamilyMembers(user.id) : Promise.resolve([] as FamilyMember[]),
    countMatchesAttended(user.id, seasonStart(now, branding.timeZone, seasonStartMonth)),
    memberLoyalty(user, { now, timeZone: branding.timeZone, seasonStartMonth }),
    listPushDevices(user.id),
    vapidKeys(),
    listMemberAnnouncements(user.id, 5),
    listWhatsNew(user.id, { now }),
  ]);
  return json({
    loginTo: null,
    membership: membershipView(user, now, branding),
    // The Stripe customer portal needs Stripe, a Stripe customer and a membership that is paid for.
    canManagePayment: await canManagePayment(user),
    upcomingEvents: upcomingEvents.map(({ id, title, date, location, going, myStatus, waitlistPosition }) => ({
      id,
      title,
      date,
      location,
      going,
      waitlistPosition: myStatus === "waitlisted" ? waitlistPosition : null,
    })),
    recentOrders,
    volunteerShifts,
    // The member's open ticket listings, with the same controls as on /tickets, so they are managed from either page.
    ticketListings: listings
      .filter((listing) => listing.state === "open")
      .slice(0, 5)
      .map(({ userId: _owner, ...listing }) => listing),
    family,
    familyMax,
    matchesAttended,
    loyalty: loyalty ? { total: loyalty.total, lines: loyalty.lines } : null,
    // The Language setting, when the group offers more than one (the page is already in the saved one).
    language: localeSettings.locales.length > 1 ? { current: getLocale(), offered: localeSettings.locales } : null,
    // The members-only announcements the member received.
    news: news.map(({ id, title, sentAt }) => ({ id, title, sentAt: sentAt.toISOString() })),
    // What came for the member since they last marked it seen: announcements and their alerts.
    whatsNew: {
      items: whatsNew.items.map(({ at, ...item }) => ({ ...item, at: at.toISOString() })),
      total: whatsNew.total,
    },
    // Push alerts: the member's devices (each removable) and the key this device subscribes with.
    alerts: {
      publicKey: pushKeys.publicKey,
      devices: alertDevices.map(({ id, endpoint, device, topics, createdAt }) => ({
        id,
        endpoint,
        device,
        topics,
        createdAt: createdAt.toISOString(),
      })),
    },
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      profileImageUrl: user.profileImageUrl,
      pendingEmail: user.pendingEmail,
    },
  });
}

export const meta: MetaFunction = (args) => titled(m.profile_meta_title())(args);

/** The household form's add happens once per press (its form carries the one-time key; the other forms have none). */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

async function act({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo: "/profile" });
  const formData = await readFormData(request);
  const intent = readIntent(formData, [
    "save-profile",
    "confirm-email",
    "resend-email-code",
    "cancel-email-change",
    "add-family",
    "remove-family",
    "save-language",
    "remove-push-device",
    "news-seen",
  ]);
  switch (intent) {
    case "save-profile":
      return saveProfileForm(request, user, formData);
    case "confirm-email":
      return confirmEmail(request, user, formData);
    case "resend-email-code":
      return resendEmailCode(request, user);
    case "cancel-email-change":
      return cancelChange(user);
    case "add-family":
      return addFamily(user, formData);
    case "remove-family":
      return removeFamily(user, formData);
    case "save-language":
      return saveLanguage(user, formData);
    case "remove-push-device":
      return removeAlertDevice(user, formData);
    case "news-seen":
      await markNewsSeen(user.id);
      return redirectWithToast("/profile", { type: "success", title: m.news_whats_new_seen(), description: m.news_whats_new_seen_done() });
    case null:
      return json({ form: "unknown" as const, result: { status: "error" as const, error: { "": [UNKNOWN_ACTION()] } } }, { status: 400 });
  }
}

/** One of the member's devices stops getting alerts (a plain form post: it works without JavaScript). */
async function removeAlertDevice(user: User, formData: FormData) {
  const id = parseId(formData.get("deviceId"));
  if (id === null) return json({ form: "alerts" as const, message: m.profile_alerts_remove_choose() }, { status: 400 });
  if (!(await removePushDevice(user.id, id))) return json({ form: "alerts" as const, message: m.push_not_found() }, { status: 404 });
  return redirectWithToast("/profile", {
    type: "success",
    title: m.profile_alerts_removed_title(),
    description: m.profile_alerts_removed(),
  });
}

/** Names and image save at once; a new email waits for the code mailed to it. */
async function saveProfileForm(request: Request, user: User, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success") return json({ form: "profile" as const, result: submission.reply() }, { status: 400 });
  try {
    const saved = await saveProfile(request, user, submission.value);
    if (!saved.ok) {
      const message = messageFor(emailChangeMessages, saved);
      const result = saved.field
        ? submission.reply({ fieldErrors: { [saved.field]: [message] } })
        : submission.reply({ formErrors: [message] });
      return json({ form: "profile" as const, result }, { status: saved.status });
    }
    return redirectWithToast("/profile", {
      type: "success",
      title: m.profile_saved_title(),
      description: saved.emailChange ? m.profile_saved_email_pending({ email: saved.emailChange.to }) : m.profile_saved(),
    });
  } catch (error) {
    console.error("Profile update failed:", error);
    return json({ form: "profile" as const, result: submission.reply({ formErrors: [m.profile_update_failed()] }) }, { status: 500 });
  }
}

async function confirmEmail(request: Request, user: User, formData: FormData) {
  const submission = parseWithZod(formData, { schema: EmailCodeSchema });
  if (submission.status !== "success") return json({ form: "email-code" as const, result: submission.reply() }, { status: 400 });
  const confirmed = await confirmCode(request, user, submission.value.code);
  if (!confirmed.ok) {
    const message = messageFor(emailChangeMessages, confirmed);
    const result =
      confirmed.status === 400 ? submission.reply({ fieldErrors: { code: [message] } }) : submission.reply({ formErrors: [message] });
    return json({ form: "email-code" as const, result }, { status: confirmed.status });
  }
  return redirectWithToast("/profile", {
    type: "success",
    title: m.profile_email_updated_title(),
    description: m.profile_email_updated({ email: confirmed.profile.email ?? "" }),
  });
}

async function resendEmailCode(request: Request, user: User) {
  const sent = await resendCode(request, user);
  if (!sent.ok) {
    return json(
      { form: "email-code" as const, result: { status: "error" as const, error: { "": [messageFor(emailChangeMessages, sent)] } } },
      { status: sent.status },
    );
  }
  return redirectWithToast("/profile", {
    type: "success",
    title: m.profile_code_sent_title(),
    description: m.profile_code_sent({ email: sent.emailChange.to }),
  });
}

async function cancelChange(user: User) {
  await cancelEmailChange(user.id);
  return redirectWithToast("/profile", {
    type: "success",
    title: m.profile_email_change_cancelled_title(),
    description: m.profile_email_change_cancelled({ email: user.email ?? m.profile_email_unset() }),
  });
}

/** Household: active members only, at most familyMax people, checked again under the row lock. */
async function addFamily(user: User, formData: FormData) {
  const submission = parseWithZod(formData, { schema: FamilyMemberSchema });
  if (submission.status !== "success") return json({ form: "family" as const, result: submission.reply() }, { status: 400 });
  const added = await addFamilyMember(user.id, submission.value, { max: familyMax });
  if (!added.ok) {
    return json(
      { form: "family" as const, result: submission.reply({ formErrors: [messageFor(familyMessages, added)] }) },
      { status: added.reason === "limit" ? 409 : 403 },
    );
  }
  return redirectWithToast("/profile", {
    type: "success",
    title: m.profile_family_added_title(),
    description: m.profile_family_added({ name: added.member.name }),
  });
}

async function removeFamily(user: User, formData: FormData) {
  const id = parseId(formData.get("id"));
  if (id === null) {
    return json({ form: "family-remove" as const, message: m.profile_family_remove_choose() }, { status: 400 });
  }
  // requireUser read the member's row for this request: its status is the stored one.
  if (!isMember(user.membershipStatus)) {
    return json(
      { form: "family-remove" as const, message: messageFor(familyMessages, { ok: false, reason: "not-member", max: 0 }) },
      { status: 403 },
    );
  }
  const removed = await removeFamilyMember(user.id, id);
  if (!removed) {
    return json({ form: "family-remove" as const, message: m.profile_family_not_found() }, { status: 404 });
  }
  return redirectWithToast("/profile", {
    type: "success",
    title: m.profile_family_removed_title(),
    description: m.profile_family_removed({ name: removed.name }),
  });
}

/**
 * The member's language: one the group offers, saved on the member (mails, feeds, every device)
 * and in the `lang` cookie; the toast is written in the new language, as the page after it is.
 */
async function saveLanguage(user: User, formData: FormData) {
  const locale = offeredLocale(String(formData.get("locale") ?? ""));
  if (!locale) return json({ form: "language" as const, message: m.profile_language_invalid() }, { status: 400 });
  const cookie = await persistLocaleChoice(user.id, locale);
  return redirectWithToast(
    "/profile",
    {
      type: "success",
      title: m.profile_language_saved_title({}, { locale }),
      description: m.profile_language_saved({}, { locale }),
    },
    { headers: { "Set-Cookie": cookie } },
  );
}

export default function ProfilePage() {
  const data = useLoaderData<typeof loader>();
  if (!data.user) {
    return (
      <DelayedRedirect
        to={data.loginTo ?? "/api/login"}
        delayMs={PROFILE_LOGIN_DELAY_MS}
        title={PROFILE_LOGGED_OUT().title}
        message={PROFILE_LOGGED_OUT().message}
      />
    );
  }
  const membership = data.membership!;
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <h1 className="text-3xl font-bold">{m.profile_heading()}</h1>
      <ProfileOverview user={data.user} membership={membership} matchesAttended={data.matchesAttended} />
      <MembershipCard membership={membership} canManagePayment={data.canManagePayment} />
      <LoyaltyCard points={data.loyalty} />
      <WhatsNew items={data.whatsNew.items} total={data.whatsNew.total} />
      <QuickActions isMember={membership.isMember} isAdmin={membership.isAdmin} />
      {membership.isMember ? <ProfileHousehold family={data.family} max={data.familyMax} /> : null}
      <div className="grid gap-8 md:grid-cols-2">
        <UpcomingEventsCard events={data.upcomingEvents} />
        <RecentOrdersCard orders={data.recentOrders} />
      </div>
      <MemberNews items={data.news} />
      <VolunteerShiftsCard shifts={data.volunteerShifts} />
      <div className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
        <MyListings listings={data.ticketListings} returnTo="/profile" compact />
      </div>
      {data.alerts ? <ProfileAlerts devices={data.alerts.devices} publicKey={data.alerts.publicKey} /> : null}
      {data.language ? <ProfileLanguage current={data.language.current} offered={data.language.offered} /> : null}
      <AccountLinks />
    </div>
  );
}

function ProfileAlerts({ devices, publicKey }: { devices: AlertDevice[]; publicKey: string }) {
  const actionData = useActionData<typeof action>();
  return <PushAlerts devices={devices} publicKey={publicKey} error={actionData?.form === "alerts" ? actionData.message : undefined} />;
}

function ProfileLanguage({ current, offered }: { current: string; offered: readonly string[] }) {
  const actionData = useActionData<typeof action>();
  return <LanguageSetting current={current} offered={offered} error={actionData?.form === "language" ? actionData.message : undefined} />;
}

function ProfileHousehold({ family, max }: { family: FamilyMember[]; max: number }) {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const result = actionData?.form === "family" ? actionData.result : undefined;
  return (
    <Household
      members={family}
      max={max}
      open={searchParams.has("add-family") || result !== undefined}
      lastResult={result}
      removeError={actionData?.form === "family-remove" ? actionData.message : undefined}
    />
  );
}

type ProfileUser = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["user"]>;

function ProfileOverview({
  user,
  membership,
  matchesAttended,
}: {
  user: ProfileUser;
  membership: MembershipView;
  matchesAttended: number;
}) {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  // The edit toggle is a link (?edit), so it works without JavaScript; a failed save stays open.
  const editing = searchParams.has("edit") || actionData?.form === "profile";
  return (
    <section aria-labelledby="overview-heading" className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
      <h2 id="overview-heading" className="sr-only">
        {m.profile_overview_heading()}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar user={user} size="lg" />
        <div className="flex-1">
          <p className="text-xl font-semibold">{fullName(user)}</p>
          <p className="text-gray-600 dark:text-gray-300">{user.email}</p>
        </div>
        {!editing ? (
          <Link to="?edit" className={buttonClass("secondary")} preventScrollReset>
            {m.profile_edit()}
          </Link>
        ) : null}
      </div>
      {user.pendingEmail ? (
        <PendingEmailChange
          userId={user.id}
          email={user.email}
          pendingEmail={user.pendingEmail}
          lastResult={actionData?.form === "email-code" ? actionData.result : undefined}
        />
      ) : null}
      <MembershipBlock membership={membership} matchesAttended={matchesAttended} />
      {editing ? <ProfileForm user={user} /> : null}
    </section>
  );
}

const ACCOUNT_LINKS = [
  { to: "/order-tracking", title: m.profile_links_orders_title, about: m.profile_links_orders_about },
  { to: "/volunteer-shifts", title: m.profile_links_shifts_title, about: m.profile_links_shifts_about },
  { to: "/email-settings", title: m.profile_links_email_title, about: m.profile_links_email_about },
  { to: "/privacy-settings", title: m.profile_links_privacy_title, about: m.profile_links_privacy_about },
] as const;

function AccountLinks() {
  return (
    <nav aria-labelledby="account-links-heading" className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
      <h2 id="account-links-heading" className="text-xl font-semibold">
        {m.profile_links_heading()}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block rounded-md border border-gray-200 p-3 hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-800"
            >
              <span className="font-semibold">{link.title()}</span>
              <span className="block text-sm text-gray-600 dark:text-gray-300">{link.about()}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ProfileForm({ user }: { user: ProfileUser }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: `profile-${user.id}`,
    lastResult: actionData?.form === "profile" ? actionData.result : undefined,
    defaultValue: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      email: user.email ?? "",
      profileImageUrl: user.profileImageUrl ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // Blank required fields get the known 'Validation Error' notice, from the server's answer or the
  // browser's own check alike; other mistakes show only next to their field.
  const blank = (["firstName", "lastName", "email"] as const).some((name) =>
    fields[name].errors?.includes(requiredMessage(PROFILE_LABELS[name])),
  );
  const notice = blank
    ? { title: m.profile_form_validation_title(), message: PROFILE_REQUIRED_MESSAGE() }
    : form.errors?.length
      ? { title: m.profile_update_failed_title(), message: form.errors[0] }
      : null;
  useEffect(() => {
    if (notice) showToast({ type: "error", title: notice.title, description: notice.message });
  }, [notice?.title]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Form method="post" action="/profile?edit" className="mt-6 space-y-2" {...getFormProps(form)}>
      {notice ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">{notice.title}</p>
          <p>{notice.message}</p>
        </div>
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          label={m.profile_form_first_name()}
          inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }}
          errors={fields.firstName.errors}
          errorId={fields.firstName.errorId}
        />
        <Field
          label={m.profile_form_last_name()}
          inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }}
          errors={fields.lastName.errors}
          errorId={fields.lastName.errorId}
        />
      </div>
      <Field
        label={m.profile_form_email()}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
      />
      <Field
        label={m.profile_form_image_url()}
        inputProps={{ ...getInputProps(fields.profileImageUrl, { type: "url" }), placeholder: "https://…" }}
        errors={fields.profileImageUrl.errors}
        errorId={fields.profileImageUrl.errorId}
        hint={m.profile_form_image_hint()}
      />
      <div className="flex gap-3 pt-2">
        <Button type="submit" name="intent" value="save-profile" disabled={saving}>
          {saving ? m.profile_form_saving() : m.profile_form_save()}
        </Button>
        <Link to="/profile" className={buttonClass("secondary")} preventScrollReset>
          {m.profile_form_cancel()}
        </Link>
      </div>
    </Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
