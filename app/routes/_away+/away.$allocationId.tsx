import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackLink } from "~/components/admin/admin-page";
import { BallotFacts } from "~/components/away/ballot-facts";
import { LoyaltyCard } from "~/components/profile/loyalty-card";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { OnceKey } from "~/components/ui/once-key";
import { messageFor } from "~/i18n/message-map";
import { awayMessages, awayTexts, tripMessages } from "~/i18n/messages/away";
import { awayStatusLabel, ballotPhase, pickupsKey } from "~/models/away";
import {
  answerPartnerRequest,
  applyToBallot,
  attachAwayCheckoutSession,
  getAllocation,
  getMyApplication,
  getOfferToPay,
  waitingReasonOf,
  withdrawFromBallot,
} from "~/models/away.server";
import { bookSeat, cancelSeat, getMySeat, getTrip } from "~/models/away-trips.server";
import { createCheckoutSession, isStripeError, resumableCheckoutUrl } from "~/models/integrations.server";
import { memberLoyalty } from "~/models/loyalty.server";
import { oncePerKey } from "~/models/request-keys.server";
import { getOptionalUser, requireUser } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { branding } from "~/utils/branding.server";
import { formatDateTime } from "~/utils/dates";
import { formatPrice } from "~/utils/format";
import { hitPartnerNamingLimit, tooManyAttempts } from "~/utils/rate-limit.server";
import { appOrigin, seasonStartMonth, shopCurrency, stripeConfig } from "~/utils/env.server";
import { readIntent } from "~/utils/intent.server";
import { titleFor } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseId } from "~/utils/validation.server";

import * as m from "~/i18n/paraglide/messages/_index.js";

const NOT_FOUND = () => m.away_refusal_not_found();

function allocationId(params: LoaderFunctionArgs["params"]): number {
  const id = parseId(params.allocationId);
  if (id === null) throw json({ message: NOT_FOUND() }, { status: 404 });
  return id;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, data ? m.away_ballot_title({ title: data.allocation.eventTitle }) : NOT_FOUND()),
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = allocationId(params);
  const [allocation, user, trip] = await Promise.all([getAllocation(id), getOptionalUser(request), getTrip(id)]);
  if (!allocation) throw json({ message: NOT_FOUND() }, { status: 404 });
  const [mine, points, seat] = user
    ? await Promise.all([
        getMyApplication(id, user.id),
        memberLoyalty(user, { timeZone: branding.timeZone, seasonStartMonth }),
        trip ? getMySeat(id, user.id) : null,
      ])
    : [null, null, null];
  const { seed: _secretUntilDrawn, ...shown } = allocation;
  const reason = mine?.status === "waiting" ? await waitingReasonOf(id, mine.applicationId) : null;
  return json({
    allocation: shown,
    phase: ballotPhase(allocation, new Date()),
    signedIn: user !== null,
    payOnline: stripeConfig !== null,
    mine: mine ? { ...mine, reason } : null,
    points: points ? { total: points.total, lines: points.lines } : null,
    trip: trip ? { seatsLeft: trip.seats - trip.seatsTaken, price: trip.price, pickupPoints: trip.pickupPoints } : null,
    seat,
  });
}

async function act({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const id = allocationId(params);
  const user = await requireUser(request, { returnTo: `/away/${id}` });
  const formData = await readFormData(request);
  const intent = readIntent(formData, ["apply", "withdraw", "pay", "book-seat", "cancel-seat", "join-pair", "decline-pair"]);
  if (!intent) return json({ error: m.away_unknown_request(), partner: "" }, { status: 400 });
  if (intent === "pay") return payOnline(id, user);
  if (intent === "join-pair" || intent === "decline-pair") {
    const answered = await answerPartnerRequest(id, user.id, intent === "join-pair" ? "confirm" : "decline");
    if (!answered.ok)
      return json({ error: messageFor(awayMessages, answered), partner: "" }, { status: answered.reason === "not-found" ? 404 : 409 });
    return redirectWithToast(`/away/${id}`, {
      type: "success",
      title: m.away_toast_ballot(),
      description: intent === "join-pair" ? awayTexts.pairJoined() : awayTexts.pairDeclined(),
    });
  }
  if (intent === "book-seat" || intent === "cancel-seat") {
    // A missing or blank pickup is no pickup point (not the first one).
    const raw = String(formData.get("pickup") ?? "").trim();
    const pickup = /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
    const seen = formData.get("pickups");
    const seat =
      intent === "book-seat" ? await bookSeat(id, user.id, pickup, typeof seen === "string" ? seen : null) : await cancelSeat(id, user.id);
    if (!seat.ok) {
      const status = seat.reason === "no-trip" ? 404 : seat.reason === "bad-pickup" ? 400 : 409;
      return json({ error: messageFor(tripMessages, seat), partner: "" }, { status });
    }
    return redirectWithToast(`/away/${id}`, {
      type: "success",
      title: m.away_toast_coach(),
      description: intent === "book-seat" ? awayTexts.seatBooked() : awayTexts.seatCancelled(),
    });
  }
  const partner = String(formData.get("partnerMemberId") ?? "").trim();
  if (intent === "apply" && partner) {
    const wait = await hitPartnerNamingLimit(user.id);
    if (wait !== null)
      return json({ error: tooManyAttempts(wait, m.away_rate_partner_applications()), partner, field: true }, { status: 429 });
  }
  const result =
    intent === "apply" ? await applyToBallot(id, user.id, { partnerMemberId: partner || null }) : await withdrawFromBallot(id, user.id);
  if (!result.ok) {
    const status =
      result.reason === "not-found" ? 404 : result.reason === "members-only" ? 403 : result.reason.startsWith("partner") ? 400 : 409;
    return json({ error: messageFor(awayMessages, result), partner, field: result.reason.startsWith("partner") }, { status });
  }
  return redirectWithToast(`/away/${id}`, {
    type: "success",
    title: intent === "apply" ? m.away_toast_applied() : m.away_toast_withdrawn(),
    description: intent === "apply" ? awayTexts.applied() : awayTexts.withdrawn(),
  });
}

export const action = (args: ActionFunctionArgs) => oncePerKey(act)(args);

/** A Checkout session closes by the deadline; Stripe takes 30 minutes to 24 hours. */
const MIN_SESSION_MS = 31 * 60_000;
const MAX_SESSION_MS = 24 * 3_600_000;

/**
 * 'Pay online': Stripe Checkout for the member's offered place (its price times its tickets, read
 * from the database), or the session already opened for it while it is still open.
 */
async function payOnline(id: number, user: { id: string; email: string | null }) {
  const offer = await getOfferToPay(id, user.id);
  if (!offer) return json({ error: awayTexts.notOffered(), partner: "" }, { status: 409 });
  if (!stripeConfig || !user.email) return json({ error: awayTexts.payAtTable(), partner: "" }, { status: 409 });
  const here = `${appOrigin}/away/${id}`;
  try {
    if (offer.stripeSessionId) {
      const earlier = await resumableCheckoutUrl(stripeConfig, offer.stripeSessionId);
      if ("url" in earlier) return redirect(earlier.url, 303);
    }
    const left = offer.payBy.getTime() - Date.now();
    // Stripe keeps a session open at least 30 minutes: nearer the deadline than that, a payment could
    // land after the place has passed on, so the member pays at the table instead.
    if (left < MIN_SESSION_MS) return json({ error: awayTexts.tooLateOnline(), partner: "" }, { status: 409 });
    const session = await createCheckoutSession(stripeConfig, {
      // One session per offer: a place offered again later (passed on and back) gets a new one.
      orderId: `away-${offer.applicationId}-${offer.offeredAt.getTime()}`,
      metadata: { awayApplicationId: String(offer.applicationId) },
      lines: [
        {
          name: m.away_checkout_line({ title: offer.eventTitle }),
          size: null,
          unitCents: Math.round(Number(offer.price) * 100),
          quantity: offer.size,
        },
      ],
      currency: shopCurrency,
      customerEmail: user.email,
      successUrl: here,
      cancelUrl: here,
      expiresAt: new Date(Date.now() + Math.min(left, MAX_SESSION_MS)),
    });
    await attachAwayCheckoutSession(offer.applicationId, session.id);
    return redirect(session.url, 303);
  } catch (error) {
    console.error(
      `Stripe checkout for away place ${offer.applicationId} failed:`,
      isStripeError(error) ? `${error.type} ${error.message}` : error,
    );
    return json({ error: awayTexts.paymentNotStarted(), partner: "" }, { status: 502 });
  }
}

export default function AwayBallot() {
  const { allocation, phase, signedIn, payOnline: canPayOnline, mine, points, trip, seat } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { timeZone } = useBranding();
  const partnerError = actionData && "field" in actionData && actionData.field ? actionData.error : null;
  const formError = actionData && !partnerError ? actionData.error : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink to="/away" label={m.away_ballot_back()} />
      <h1 className="text-3xl font-bold">{m.away_ballot_title({ title: allocation.eventTitle })}</h1>
      <p className="text-sm">
        <Link to={`/events/${allocation.eventId}`} className="font-semibold text-brand-600 underline dark:text-brand-100">
          {awayTexts.matchLink()}
        </Link>
      </p>

      <section aria-labelledby="application-heading" className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
        <h2 id="application-heading" className="text-xl font-semibold">
          {m.away_ballot_your_application()}
        </h2>
        {formError ? (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {formError}
          </p>
        ) : null}
        {!signedIn ? (
          <p className="mt-3 text-sm">
            <Link
              to={`/api/login?returnTo=${encodeURIComponent(`/away/${allocation.id}`)}`}
              className="font-semibold text-brand-600 underline dark:text-brand-100"
            >
              {m.away_ballot_sign_in()}
            </Link>{" "}
            {m.away_ballot_sign_in_to_apply()}
          </p>
        ) : mine && !mine.confirmed ? (
          <div className="mt-3 space-y-3 text-sm">
            <p data-testid="my-application">
              {m.away_ballot_named_you({
                who: mine.partner
                  ? `${mine.partner.name ?? m.away_ballot_a_member()} (${mine.partner.memberId})`
                  : m.away_ballot_a_member(),
              })}
            </p>
            {phase === "open" ? (
              <div className="flex flex-wrap gap-3">
                <Form method="post">
                  <OnceKey />
                  <input type="hidden" name="intent" value="join-pair" />
                  <Button type="submit" disabled={busy}>
                    {m.away_ballot_join_pair()}
                  </Button>
                </Form>
                <Form method="post">
                  <OnceKey />
                  <input type="hidden" name="intent" value="decline-pair" />
                  <Button type="submit" variant="secondary" disabled={busy}>
                    {m.away_ballot_decline()}
                  </Button>
                </Form>
              </div>
            ) : null}
          </div>
        ) : mine ? (
          <div className="mt-3 space-y-3 text-sm">
            <p data-testid="my-application">
              {phase === "drawn"
                ? m.away_ballot_status_position({ status: awayStatusLabel(mine.status, mine.reason), position: mine.position ?? "" })
                : m.away_ballot_applied()}
              {mine.partner
                ? mine.partner.confirmed
                  ? m.away_ballot_with_partner({ name: mine.partner.name ?? "", memberId: mine.partner.memberId })
                  : awayTexts.waitingForPartner(mine.partner.memberId)
                : null}
            </p>
            {mine.status === "offered" && mine.payBy ? (
              <>
                <p>
                  {canPayOnline
                    ? m.away_ballot_pay_by_online({ date: formatDateTime(mine.payBy, timeZone) })
                    : m.away_ballot_pay_by_table({ date: formatDateTime(mine.payBy, timeZone) })}
                </p>
                {canPayOnline ? (
                  <Form method="post">
                    <OnceKey />
                    <input type="hidden" name="intent" value="pay" />
                    <Button type="submit" disabled={busy}>
                      {m.away_ballot_pay_online()}
                    </Button>
                  </Form>
                ) : null}
              </>
            ) : null}
            {mine.status === "waiting" && points ? <p>{m.away_ballot_lost_point()}</p> : null}
            {phase === "open" ? (
              <Form method="post" className="space-y-2">
                <OnceKey />
                <input type="hidden" name="intent" value="withdraw" />
                {mine.partner ? <p>{m.away_ballot_withdraw_pair()}</p> : null}
                <Button type="submit" variant="secondary" disabled={busy}>
                  {m.away_ballot_withdraw()}
                </Button>
              </Form>
            ) : null}
          </div>
        ) : phase === "open" ? (
          <Form method="post" className="mt-3 space-y-3" noValidate>
            <OnceKey />
            <input type="hidden" name="intent" value="apply" />
            {allocation.maxPerApplication > 1 ? (
              <Field
                label={m.away_ballot_partner_label()}
                hint={m.away_ballot_partner_hint()}
                errors={partnerError ? [partnerError] : undefined}
                errorId="partner-error"
                inputProps={{
                  id: "partnerMemberId",
                  name: "partnerMemberId",
                  defaultValue: actionData?.partner ?? "",
                  autoComplete: "off",
                  "aria-invalid": partnerError ? true : undefined,
                  "aria-describedby": partnerError ? "partner-error" : undefined,
                }}
              />
            ) : null}
            <Button type="submit" disabled={busy}>
              {busy ? m.away_ballot_applying() : m.away_ballot_apply()}
            </Button>
          </Form>
        ) : (
          <p className="mt-3 text-sm">
            {phase === "upcoming" ? m.away_ballot_opens_at({ date: formatDateTime(allocation.opensAt, timeZone) }) : m.away_ballot_closed()}
          </p>
        )}
        {phase === "drawn" ? (
          <p className="mt-3 text-sm">
            <Link to={`/away/${allocation.id}/result`} className="font-semibold text-brand-600 underline dark:text-brand-100">
              {m.away_ballot_see_draw()}
            </Link>
          </p>
        ) : null}
      </section>

      <BallotFacts allocation={allocation} phase={phase} />

      {trip ? <CoachSection trip={trip} seat={seat} hasPlace={mine?.status === "offered" || mine?.status === "paid"} busy={busy} /> : null}

      {signedIn ? <LoyaltyCard points={points} /> : null}
    </div>
  );
}

/** The ballot's coach: price, seats left, pickup points; a member with a place books a seat at one, or cancels it. */
function CoachSection({
  trip,
  seat,
  hasPlace,
  busy,
}: {
  trip: { seatsLeft: number; price: string; pickupPoints: { place: string; at: string }[] };
  seat: number | null;
  hasPlace: boolean;
  busy: boolean;
}) {
  const { timeZone, currency } = useBranding();
  return (
    <section aria-labelledby="coach-heading" className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
      <h2 id="coach-heading" className="text-xl font-semibold">
        {m.away_coach_heading()}
      </h2>
      <p className="mt-2 text-sm">{m.away_coach_price_left({ price: formatPrice(trip.price, currency), left: trip.seatsLeft })}</p>
      <ul className="mt-2 list-disc pl-5 text-sm" aria-label={m.away_coach_pickup_points()}>
        {trip.pickupPoints.map((point) => (
          <li key={point.place}>
            {point.place}, {formatDateTime(point.at, timeZone)}
          </li>
        ))}
      </ul>
      {seat !== null ? (
        <Form method="post" className="mt-3 space-y-2 text-sm">
          <OnceKey />
          <input type="hidden" name="intent" value="cancel-seat" />
          <p data-testid="my-seat">{m.away_coach_your_seat({ place: trip.pickupPoints[seat]?.place ?? "" })}</p>
          <Button type="submit" variant="secondary" disabled={busy}>
            {m.away_coach_cancel_seat()}
          </Button>
        </Form>
      ) : hasPlace ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3 text-sm">
          <OnceKey />
          <input type="hidden" name="intent" value="book-seat" />
          <input type="hidden" name="pickups" value={pickupsKey(trip.pickupPoints)} />
          <label className="space-y-1">
            <span className="block font-medium">{m.away_coach_pickup_point()}</span>
            <select name="pickup" className={inputClass} defaultValue="0">
              {trip.pickupPoints.map((point, index) => (
                <option key={point.place} value={index}>
                  {point.place}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" disabled={busy || trip.seatsLeft === 0}>
            {m.away_coach_book_seat()}
          </Button>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{m.away_trip_no_place()}</p>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
