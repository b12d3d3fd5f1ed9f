import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { BackLink, adminLinkClass } from "~/components/admin/admin-page";
import { CoachAdmin, type TripFormReply } from "~/components/away/coach-admin";
import { BallotPhaseBadge } from "~/components/away/phase-badge";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { OnceKey } from "~/components/ui/once-key";
import { messageFor } from "~/i18n/message-map";
import { UNKNOWN_ACTION } from "~/i18n/messages/common";
import { awayMessages, awayTexts, tripMessages } from "~/i18n/messages/away";
import { ballotPhase, PICKUP_ROWS, type AwayStatus } from "~/models/away";
import { tripSchema } from "~/models/away.schema.server";
import { createTrip, getTrip, listManifest, updateTrip } from "~/models/away-trips.server";
import { drawBallot, getAllocation, getBallotResult, recordAwayPayment } from "~/models/away.server";
import { oncePerKey } from "~/models/request-keys.server";
import { idParam } from "~/utils/api-validation.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { branding } from "~/utils/branding.server";
import { formatDateTime } from "~/utils/dates";
import { seasonStartMonth } from "~/utils/env.server";
import { formatPrice } from "~/utils/format";
import { dateToWallTime } from "~/utils/zoned-time";
import { readIntent } from "~/utils/intent.server";
import { titleFor } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseRecordPaymentForm } from "./__away-forms.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const notFound = () => new Response(messageFor(awayMessages, { reason: "not-found" }), { status: 404 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.allocationId);
  const allocation = await getAllocation(id);
  if (!allocation) throw notFound();
  // The admin records payments at the table, so their order names every member.
  const [result, trip] = await Promise.all([
    allocation.drawnAt ? getBallotResult(id, { userId: admin.id, admin: true }) : null,
    getTrip(id),
  ]);
  const manifest = trip ? await listManifest(trip.id) : [];
  // The change form's starting values: the coach as it is, times in the group's zone.
  const tripValues: Record<string, string> | null = trip
    ? Object.fromEntries([
        ["seats", String(trip.seats)],
        ["price", trip.price],
        ...trip.pickupPoints.flatMap((point, i) => [
          [`place${i}`, point.place],
          [`at${i}`, dateToWallTime(new Date(point.at), branding.timeZone)],
        ]),
      ])
    : null;
  // The phase is judged here, by the server's clock, so the page and its hydration agree.
  return json(
    { allocation, phase: ballotPhase(allocation, new Date()), order: result?.order ?? [], trip, tripValues, manifest },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, data ? m.away_ballot_title({ title: data.allocation.eventTitle }) : m.away_admin_not_found_title),
];

/** What a refused post answers with: which form, its words, and for a payment which row. */
type AwayActionData =
  | { form: "draw" | "record-payment" | "unknown"; message: string; applicationId?: number }
  | { form: "add-trip" | "edit-trip"; trip: TripFormReply };

/** A payment recorded at the table answers once per press, however often the post arrives (each form carries its one-time key). */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

/** Two forms, each a plain post: draw (once the window has closed) and record-payment (an offered place paid at the table). */
async function act({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const admin = await requireAdmin(request);
  const id = idParam(params.allocationId);
  if (!(await getAllocation(id))) throw notFound();
  const formData = await readFormData(request);
  const here = `/admin/away/${id}`;
  const intent = readIntent(formData, ["draw", "record-payment", "add-trip", "edit-trip"]);
  switch (intent) {
    case "add-trip":
    case "edit-trip": {
      const form = intent;
      const values = Object.fromEntries([...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
      const parsed = tripSchema(branding.timeZone).safeParse(values);
      if (!parsed.success) {
        const errors: TripFormReply["errors"] = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] = [...(errors[String(issue.path[0])] ?? []), issue.message];
        return json<AwayActionData>({ form, trip: { errors, values } }, { status: 400 });
      }
      const seen = formData.get("pickups");
      const saved =
        form === "add-trip"
          ? await createTrip(id, parsed.data)
          : await updateTrip(id, parsed.data, { seenPickups: typeof seen === "string" ? seen : null });
      if (!saved.ok) {
        const field = saved.reason === "seats-below-booked" || saved.reason === "trip-exists" ? "seats" : "place0";
        return json<AwayActionData>({ form, trip: { errors: { [field]: [messageFor(tripMessages, saved)] }, values } }, { status: 409 });
      }
      return form === "add-trip"
        ? redirectWithToast(here, { type: "success", title: m.away_admin_toast_coach_added(), description: awayTexts.tripAdded() })
        : redirectWithToast(here, { type: "success", title: m.away_admin_toast_coach_changed(), description: awayTexts.tripChanged() });
    }
    case "draw": {
      const drawn = await drawBallot(id, { timeZone: branding.timeZone, seasonStartMonth });
      if (!drawn.ok && drawn.reason === "not-found") throw notFound();
      if (!drawn.ok) return json<AwayActionData>({ form: "draw", message: messageFor(awayMessages, drawn) }, { status: 409 });
      return redirectWithToast(here, {
        type: "success",
        title: m.away_phase_drawn(),
        description: awayTexts.drawn(drawn.placed, drawn.waiting),
      });
    }
    case "record-payment": {
      const submission = parseRecordPaymentForm(formData);
      if (submission.status !== "success")
        return json<AwayActionData>({ form: "record-payment", message: awayTexts.notOffered() }, { status: 400 });
      const { applicationId } = submission.value;
      const paid = await recordAwayPayment(id, applicationId, admin.id);
      if (!paid.ok)
        return json<AwayActionData>({ form: "record-payment", message: awayTexts.notOffered(), applicationId }, { status: 409 });
      return redirectWithToast(here, { type: "success", title: m.away_admin_toast_payment(), description: awayTexts.paid() });
    }
    case null:
      return json<AwayActionData>({ form: "unknown", message: UNKNOWN_ACTION() }, { status: 400 });
  }
}

/** The statuses as the admin reads them (the member's own words are AWAY_STATUS_LABELS). */
const STATUS_BADGE: Record<AwayStatus, { tone: BadgeTone; label: () => string }> = {
  applied: { tone: "gray", label: m.away_status_applied },
  offered: { tone: "yellow", label: m.away_admin_badge_offered },
  paid: { tone: "green", label: m.away_admin_badge_paid },
  passed: { tone: "red", label: m.away_admin_badge_passed },
  waiting: { tone: "gray", label: m.away_admin_badge_waiting },
};

function FormError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {message}
    </p>
  ) : null;
}

/** One ballot: its match and terms, the seed's commitment, the Draw once the window has closed, then the order and payments. */
export default function AwayBallotPage() {
  const { allocation, phase, order, trip, tripValues, manifest } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { timeZone, currency } = useBranding();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const rows: [string, ReactNode][] = [
    [
      m.away_facts_match(),
      <Link key="match" to={`/events/${allocation.eventId}`} className={adminLinkClass}>
        {`${allocation.eventTitle} · ${formatDateTime(allocation.eventDate, timeZone)}`}
      </Link>,
    ],
    [m.away_admin_field_opens(), formatDateTime(allocation.opensAt, timeZone)],
    [m.away_admin_field_closes(), formatDateTime(allocation.closesAt, timeZone)],
    [m.away_admin_field_tickets(), allocation.tickets],
    [m.away_admin_col_price(), formatPrice(allocation.price, currency)],
    [m.away_admin_field_pay_hours(), allocation.payHours],
    [m.away_admin_field_per_application(), allocation.maxPerApplication],
    [m.away_admin_members_only_row(), allocation.membersOnly ? m.away_admin_yes() : m.away_admin_no()],
    [
      m.away_admin_col_applied(),
      `${m.away_facts_applications_count({ applications: allocation.applications })} · ${m.away_facts_applicants_count({ applicants: allocation.applicants })}`,
    ],
    [
      m.away_facts_seed_commitment(),
      <code key="commitment" className="break-all font-mono text-xs" data-testid="seed-commitment">
        {allocation.seedCommitment}
      </code>,
    ],
  ];
  if (allocation.seed) {
    rows.push([
      m.away_result_seed(),
      <code key="seed" className="break-all font-mono text-xs">
        {allocation.seed}
      </code>,
    ]);
  }
  return (
    <div className="space-y-6">
      <BackLink to="/admin/away" label={m.away_admin_list_title()} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{m.away_ballot_title({ title: allocation.eventTitle })}</h1>
        <BallotPhaseBadge phase={phase} />
      </div>
      <dl className="max-w-2xl text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-gray-100 py-1 dark:border-gray-800">
            <dt className="text-gray-600 dark:text-gray-300">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="draw" className="max-w-2xl space-y-3 rounded-lg border border-gray-200 p-5 dark:border-gray-700">
        <h2 id="draw" className="text-lg font-semibold">
          {m.away_admin_draw_heading()}
        </h2>
        {actionData?.form === "draw" || actionData?.form === "unknown" ? <FormError message={actionData.message} /> : null}
        {phase === "closed" ? (
          <Form method="post" className="space-y-3">
            <OnceKey />
            <input type="hidden" name="intent" value="draw" />
            <p className="text-sm text-gray-700 dark:text-gray-300">{m.away_admin_draw_intro()}</p>
            <Button type="submit" disabled={busy("draw")}>
              {busy("draw") ? m.away_admin_drawing() : m.away_admin_draw()}
            </Button>
          </Form>
        ) : phase === "drawn" ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {m.away_admin_drawn_at({ date: allocation.drawnAt ? formatDateTime(allocation.drawnAt, timeZone) : "" })}{" "}
            <Link to={`/away/${allocation.id}/result`} className={adminLinkClass}>
              {m.away_admin_result_link()}
            </Link>
          </p>
        ) : (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {m.away_admin_draw_opens({ date: formatDateTime(allocation.closesAt, timeZone) })}
          </p>
        )}
      </section>

      <CoachAdmin
        trip={trip}
        manifest={manifest}
        reply={actionData?.form === "add-trip" || actionData?.form === "edit-trip" ? actionData.trip : null}
        current={tripValues}
        rows={PICKUP_ROWS}
        busy={busy("add-trip") || busy("edit-trip")}
      />

      {phase === "drawn" ? (
        <ScrollRegion label={m.away_result_order_heading()}>
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-lg font-semibold">{m.away_result_order_heading()}</caption>
            <thead className="border-b border-gray-200 text-gray-600 dark:border-gray-700 dark:text-gray-300">
              <tr>
                <th className="py-2 pr-3">{m.away_result_col_position()}</th>
                <th className="py-2 pr-3">{m.away_result_col_member_ids()}</th>
                <th className="py-2 pr-3">{m.away_result_col_points()}</th>
                <th className="py-2 pr-3">{m.away_result_col_weight()}</th>
                <th className="py-2 pr-3">{m.away_facts_status()}</th>
                <th className="py-2">
                  <span className="sr-only">{m.away_admin_actions()}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {order.length === 0 ? (
                <tr>
                  <td colSpan={6} className="py-3 text-gray-600 dark:text-gray-300">
                    {m.away_admin_nobody()}
                  </td>
                </tr>
              ) : null}
              {order.map((row) => (
                <tr key={row.applicationId} className="border-b border-gray-100 dark:border-gray-800" data-testid="away-order-row">
                  <td className="py-2 pr-3">{row.position}</td>
                  <td className="py-2 pr-3">
                    {row.members.map((member) => (
                      <span key={member.memberId} className="block">
                        <span className="font-mono">{member.memberId}</span>
                        {member.name ? ` ${member.name}` : ""}
                      </span>
                    ))}
                  </td>
                  <td className="py-2 pr-3">{row.members.map((member) => member.points).join(" + ")}</td>
                  <td className="py-2 pr-3">{row.weight}</td>
                  <td className="py-2 pr-3">
                    <Badge tone={STATUS_BADGE[row.status].tone}>{STATUS_BADGE[row.status].label()}</Badge>
                  </td>
                  <td className="py-2 text-right">
                    {actionData?.form === "record-payment" && actionData.applicationId === row.applicationId ? (
                      <FormError message={actionData.message} />
                    ) : null}
                    {row.status === "offered" ? (
                      <Form method="post">
                        <OnceKey />
                        <input type="hidden" name="intent" value="record-payment" />
                        <input type="hidden" name="applicationId" value={row.applicationId} />
                        <Button type="submit" variant="secondary" disabled={busy("record-payment")}>
                          {m.away_admin_record_payment()}
                        </Button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {actionData?.form === "record-payment" && actionData.applicationId === undefined ? (
            <FormError message={actionData.message} />
          ) : null}
        </ScrollRegion>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
