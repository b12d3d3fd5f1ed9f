import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { ReactNode } from "react";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as z from "zod";
import { LoggedOutNotice } from "~/components/site/delayed-redirect";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { cancelSignup, getCalendarToken, listSignupsForUser, revokeCalendarToken, rotateCalendarToken } from "~/models/volunteer.server";
import { messageFor } from "~/i18n/message-map";
import { cancelMessages } from "~/i18n/messages/volunteer";
import { cancelledByCoordinator, clockTime, isCalledOff, HOURS_PER_COMPLETED_SHIFT, signupStatusLabel } from "~/models/volunteer";
import { getOptionalUser, loginPath, requireUser } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import { LOGGED_OUT } from "~/utils/messages";
import { titled } from "~/utils/meta";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { requireSameOrigin } from "~/utils/security.server";
import { readFormData } from "~/utils/request-body.server";
import { redirectDocumentWithNotice, redirectWithToast } from "~/utils/toast.server";
import { appOrigin } from "~/utils/env.server";
import { branding } from "~/utils/branding.server";
import { idSchema } from "~/utils/validation.server";

const PATH = "/volunteer-shifts";
const cancelFailed = () => ({ title: m.volunteer_page_error_title(), message: m.volunteer_page_cancel_failed() });

/** Built when the action runs: idSchema comes from a .server module, empty in the browser bundle. */
const actionSchema = () =>
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("cancel"), signupId: idSchema }),
    z.object({ intent: z.literal("calendar-create") }),
    z.object({ intent: z.literal("calendar-revoke") }),
  ]);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) {
    await redirectDocumentWithNotice(request, loginPath(PATH), LOGGED_OUT());
    return json({ loginTo: loginPath(PATH), shifts: null, calendarUrl: null });
  }
  const now = new Date();
  const [signups, calendarToken] = await Promise.all([listSignupsForUser(user.id), getCalendarToken(user.id)]);
  // Upcoming = confirmed and still ahead (only those can be cancelled); past = the shift's date is at or before now.
  // A shift the coordinators cancelled keeps the member's status, so it is set apart here: it is
  // neither upcoming nor cancellable (the member was emailed when it was called off).
  const ahead = signups.filter((s) => s.opportunity.date > now);
  const upcoming = ahead.filter((s) => s.status === "confirmed" && s.opportunity.isActive);
  const waitlisted = ahead.filter((s) => s.status === "waitlisted" && s.opportunity.isActive);
  const calledOff = ahead.filter(isCalledOff);
  const past = signups.filter((s) => s.opportunity.date <= now).reverse();
  // Only attended shifts count, whatever happened to the opportunity afterwards.
  const completed = signups.filter((s) => s.status === "completed").length;
  // Today's match-day shifts (confirmed, in the group's time zone) lead to their event's door, once per event.
  const today = formatDate(now, branding.timeZone);
  const doors = new Map<number, { eventId: number; title: string }>();
  for (const s of signups) {
    const { eventId, isActive, date, title } = s.opportunity;
    if (eventId !== null && isActive && s.status === "confirmed" && formatDate(date, branding.timeZone) === today && !doors.has(eventId)) {
      doors.set(eventId, { eventId, title });
    }
  }
  return json({
    loginTo: null,
    shifts: {
      upcoming,
      waitlisted,
      calledOff,
      past,
      completed,
      estimatedHours: completed * HOURS_PER_COMPLETED_SHIFT,
      doors: [...doors.values()],
    },
    calendarUrl: calendarToken ? new URL(`/volunteer-shifts/calendar/${calendarToken}.ics`, appOrigin).toString() : null,
  });
}

export const meta = titled(m.profile_shifts_title);

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo: PATH });
  const parsed = actionSchema().safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return json({ error: cancelFailed() }, { status: 400 });
  switch (parsed.data.intent) {
    case "calendar-create":
      return createCalendarFeed(user.id);
    case "calendar-revoke":
      return revokeCalendarFeed(user.id);
    case "cancel":
      return cancelShift(user.id, parsed.data.signupId);
  }
}

async function createCalendarFeed(userId: string) {
  await rotateCalendarToken(userId);
  return redirectWithToast(PATH, {
    type: "success",
    title: m.profile_shifts_feed_ready_title(),
    description: m.profile_shifts_feed_ready(),
  });
}

async function revokeCalendarFeed(userId: string) {
  await revokeCalendarToken(userId);
  return redirectWithToast(PATH, { type: "info", title: m.profile_shifts_feed_off_title(), description: m.profile_shifts_feed_off() });
}

async function cancelShift(userId: string, signupId: number) {
  const cancelled = await cancelSignup(userId, signupId);
  if (!cancelled.ok && cancelled.reason === "cancel-cutoff") {
    return json({ error: { title: m.volunteer_page_error_title(), message: messageFor(cancelMessages, cancelled) } }, { status: 409 });
  }
  // Not found, not yours, already cancelled or already past: the model updated nothing.
  if (!cancelled.ok) return json({ error: cancelFailed() }, { status: 400 });
  return redirectWithToast(PATH, {
    type: "success",
    title: m.volunteer_page_success_title(),
    description: m.volunteer_page_cancelled(),
  });
}

const STATUS_TONE: Record<string, BadgeTone> = { confirmed: "green", cancelled: "red", completed: "blue" };
const SECTION = "mt-4 text-gray-600 dark:text-gray-300";

type Shift = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["shifts"]>["upcoming"][number];

export default function VolunteerShiftsPage() {
  const { loginTo, shifts, calendarUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (loginTo || !shifts) {
    return <LoggedOutNotice loginTo={loginTo} />;
  }
  const empty = shifts.upcoming.length === 0 && shifts.waitlisted.length === 0 && shifts.calledOff.length === 0 && shifts.past.length === 0;
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <header>
        <h1 className="text-3xl font-bold">{m.profile_shifts_title()}</h1>
        <p className="mt-1 text-gray-600 dark:text-gray-300">{m.profile_shifts_intro()}</p>
      </header>
      {actionData?.error ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">{actionData.error.title}</p>
          <p>{actionData.error.message}</p>
        </div>
      ) : null}
      {shifts.doors.length ? (
        <section aria-labelledby="door-heading" className="rounded-xl border-2 border-brand-600 p-6">
          <h2 id="door-heading" className="text-xl font-semibold">
            {m.profile_shifts_door_today()}
          </h2>
          <ul className="mt-3 space-y-2">
            {shifts.doors.map((door) => (
              <li key={door.eventId} className="flex flex-wrap items-center gap-3">
                <ButtonLink to={`/events/${door.eventId}/check-in`}>
                  {m.events_page_check_in_link()}
                  <span className="sr-only">: {door.title}</span>
                </ButtonLink>
                <span aria-hidden="true">{door.title}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="impact-heading" className="rounded-xl bg-brand-50 p-6 dark:bg-gray-800">
        <h2 id="impact-heading" className="text-xl font-semibold">
          {m.profile_shifts_impact()}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-gray-600 dark:text-gray-300">{m.profile_shifts_completed()}</dt>
            <dd className="text-3xl font-bold">{shifts.completed}</dd>
          </div>
          <div>
            <dt className="text-sm text-gray-600 dark:text-gray-300">{m.profile_shifts_hours()}</dt>
            <dd className="text-3xl font-bold">{shifts.estimatedHours}</dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">{m.profile_shifts_hours_note({ hours: HOURS_PER_COMPLETED_SHIFT })}</p>
      </section>
      {empty ? (
        <div className="rounded-lg border border-dashed border-gray-300 p-10 text-center dark:border-gray-600">
          <p className="font-semibold">{m.profile_shifts_empty()}</p>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{m.profile_shifts_empty_hint()}</p>
          <ButtonLink to="/volunteer" className="mt-4">
            {m.volunteer_shifts_card_find()}
          </ButtonLink>
        </div>
      ) : (
        <>
          <section aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading" className="text-2xl font-semibold">
              {m.profile_shifts_upcoming()}
            </h2>
            {shifts.upcoming.length ? (
              <ul className="mt-4 space-y-4">
                {shifts.upcoming.map((shift) => (
                  <ShiftCard key={shift.id} shift={shift}>
                    <div className="flex items-center gap-3">
                      <a
                        href={`/volunteer/${shift.opportunityId}.ics`}
                        className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100"
                      >
                        {m.events_rsvp_add_to_calendar()}
                        <span className="sr-only"> {shift.opportunity.title}</span>
                      </a>
                      <CancelButton signupId={shift.id} title={shift.opportunity.title} />
                    </div>
                  </ShiftCard>
                ))}
              </ul>
            ) : (
              <p className={SECTION}>{m.volunteer_shifts_card_empty()}</p>
            )}
          </section>
          {shifts.waitlisted.length ? (
            <section aria-labelledby="waitlisted-heading">
              <h2 id="waitlisted-heading" className="text-2xl font-semibold">
                {m.profile_shifts_waitlisted()}
              </h2>
              <p className={SECTION}>{m.profile_shifts_waitlisted_about()}</p>
              <ul className="mt-4 space-y-4">
                {shifts.waitlisted.map((shift) => (
                  <ShiftCard key={shift.id} shift={shift}>
                    <div className="flex items-center gap-3">
                      <Badge tone="gray">{m.profile_shifts_waitlist_position({ position: shift.position ?? "?" })}</Badge>
                      <CancelButton signupId={shift.id} title={shift.opportunity.title} label={m.volunteer_signup_leave_waitlist()} />
                    </div>
                  </ShiftCard>
                ))}
              </ul>
            </section>
          ) : null}
          {shifts.calledOff.length ? (
            <section aria-labelledby="called-off-heading">
              <h2 id="called-off-heading" className="text-2xl font-semibold">
                {m.profile_shifts_called_off()}
              </h2>
              <p className={SECTION}>{m.profile_shifts_called_off_about()}</p>
              <ul className="mt-4 space-y-4">
                {shifts.calledOff.map((shift) => (
                  <ShiftCard key={shift.id} shift={shift}>
                    <CalledOffBadge />
                  </ShiftCard>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="past-heading">
            <h2 id="past-heading" className="text-2xl font-semibold">
              {m.profile_shifts_past()}
            </h2>
            {shifts.past.length ? (
              <ul className="mt-4 space-y-4">
                {shifts.past.map((shift) => (
                  <ShiftCard key={shift.id} shift={shift}>
                    {isCalledOff(shift) ? (
                      <CalledOffBadge />
                    ) : (
                      <Badge tone={STATUS_TONE[shift.status] ?? "gray"}>{signupStatusLabel(shift.status)}</Badge>
                    )}
                  </ShiftCard>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-gray-600 dark:text-gray-300">{m.profile_shifts_no_past()}</p>
            )}
          </section>
        </>
      )}
      <CalendarFeed url={calendarUrl} />
    </div>
  );
}

/** A private feed URL for calendar apps (they send no cookies, so the URL itself is the key). */
function CalendarFeed({ url }: { url: string | null }) {
  return (
    <section aria-labelledby="calendar-feed-heading" className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
      <h2 id="calendar-feed-heading" className="text-xl font-semibold">
        {m.profile_shifts_feed()}
      </h2>
      <p className={SECTION}>{m.profile_shifts_feed_about()}</p>
      {url ? (
        <div className="mt-4 space-y-3">
          <label htmlFor="calendar-feed-url" className="block text-sm font-medium">
            {m.profile_shifts_feed_url()}
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={url}
            className="w-full rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-sm dark:border-gray-600 dark:bg-gray-900"
          />
          <Form method="post" action={PATH} className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="calendar-create" variant="secondary">
              {m.profile_shifts_feed_new()}
            </Button>
            <Button type="submit" name="intent" value="calendar-revoke" variant="secondary">
              {m.profile_shifts_feed_turn_off()}
            </Button>
          </Form>
        </div>
      ) : (
        <Form method="post" action={PATH} className="mt-4">
          <Button type="submit" name="intent" value="calendar-create">
            {m.profile_shifts_feed_create()}
          </Button>
        </Form>
      )}
    </section>
  );
}

function ShiftCard({ shift, children }: { shift: Shift; children: ReactNode }) {
  const { timeZone } = useBranding();
  const { opportunity } = shift;
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-gray-200 bg-white p-5 dark:border-gray-700 dark:bg-gray-800">
      <div>
        <h3 className="font-semibold">{opportunity.title}</h3>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {formatDate(opportunity.date, timeZone)}, {clockTime(opportunity.startTime)} – {clockTime(opportunity.endTime)}
        </p>
        <p className="text-sm text-gray-600 dark:text-gray-300">{opportunity.location}</p>
      </div>
      {children}
    </li>
  );
}

function CalledOffBadge() {
  return <Badge tone="red">{cancelledByCoordinator()}</Badge>;
}

function CancelButton({ signupId, title, label }: { signupId: number; title: string; label?: string }) {
  const navigation = useNavigation();
  const cancelling =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "cancel" &&
    navigation.formData.get("signupId") === String(signupId);
  return (
    <Form method="post" action={PATH}>
      <input type="hidden" name="signupId" value={signupId} />
      <Button type="submit" variant="secondary" name="intent" value="cancel" disabled={cancelling}>
        {cancelling ? m.volunteer_signup_cancelling() : (label ?? m.volunteer_signup_cancel())}
        <span className="sr-only"> {title}</span>
      </Button>
    </Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
