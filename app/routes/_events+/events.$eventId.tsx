import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/admin/admin-page";
import { EventBadges } from "~/components/events/event-badges";
import { MatchTeams } from "~/components/events/match-teams";
import { RsvpControl } from "~/components/events/rsvp-control";
import { OrderStatusBadge } from "~/components/shop/order-status";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { SignupControl } from "~/components/volunteer/signup-control";
import { canWorkTheDoor } from "~/models/check-in.server";
import { getEvent } from "~/models/events.server";
import {
  countCheckIns,
  listCheckIns,
  listOpenListingsForEvent,
  listPickupOrdersForEvent,
  listPickupProducts,
  listRelatedEvents,
} from "~/models/event-page.server";
import { countdownText, mapsHref } from "~/models/event-page";
import { isMember } from "~/models/membership";
import { orderNumber } from "~/models/orders";
import { productPath } from "~/models/products";
import { listingPriceText } from "~/models/tickets";
import { clockTime } from "~/models/volunteer";
import { listUpcomingOpportunities } from "~/models/volunteer.server";
import { getOptionalUser } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { branding } from "~/utils/branding.server";
import { formatDate, formatDateTime, formatTime } from "~/utils/dates";
import { appOrigin } from "~/utils/env.server";
import { formatPrice } from "~/utils/format";
import { titleFor } from "~/utils/meta";
import { parseId } from "~/utils/validation.server";
import { rsvpAction } from "~/routes/_events+/__rsvp.server";
import { shareOf } from "~/routes/_events+/__share-card.server";
import { eventBallot, inFixtureOrder } from "~/routes/_events+/__away-match.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const SHIFTS_SHOWN = 24;
/** The admin's 'Who came' list stops here; the total is always given. */
const CHECK_INS_SHOWN = 200;

function eventId(params: LoaderFunctionArgs["params"]): number {
  const id = parseId(params.eventId);
  // A non-numeric id is as unknown as a deleted one: the 404 screen.
  if (id === null) throw json({ message: m.events_rsvp_not_found() }, { status: 404 });
  return id;
}

/** A section's rows, read only when the section can show (no query otherwise). */
async function onlyIf<T>(condition: boolean, read: () => PromiseLike<T[]>): Promise<T[]> {
  return condition ? read() : [];
}

/**
 * One event and everything that hangs on it, one query per section: the shifts, the open ticket
 * listings and the pickup merch only while it is still to come; the member's own pickup orders
 * and the related events always.
 */
const noOrders: Awaited<ReturnType<typeof listPickupOrdersForEvent>> = [];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = eventId(params);
  const user = await getOptionalUser(request);
  const stored = await getEvent(id, { userId: user?.id });
  if (!stored) throw json({ message: m.events_rsvp_not_found() }, { status: 404 });
  // A match's title in the order of its crests, home side first, everywhere on the page.
  const event = inFixtureOrder(stored);
  const now = new Date();
  const upcoming = event.date > now;
  const isAdmin = user?.isAdmin === true;
  const [shifts, listings, pickupProducts, pickupOrders, related, canCheckIn, checkIns, attendedCount, ballot] = await Promise.all([
    onlyIf(upcoming, () => listUpcomingOpportunities({ now, eventId: id, userId: user?.id, limit: SHIFTS_SHOWN })),
    onlyIf(upcoming, () => listOpenListingsForEvent(id, now)),
    onlyIf(upcoming, () => listPickupProducts(id)),
    user ? listPickupOrdersForEvent(id, user.id) : noOrders,
    listRelatedEvents(event),
    // Admins and this event's confirmed volunteers see the door's link (one indexed query, none for visitors).
    user ? canWorkTheDoor(user, id) : false,
    // Who came is for admins only: nobody else's answer carries a name from the door.
    isAdmin ? listCheckIns(id, CHECK_INS_SHOWN) : null,
    // Everyone sees a past event's attendance at the door (the admin's list already counts it).
    upcoming || isAdmin ? null : countCheckIns(id),
    // An away match's ballot: its phase and the member's place (one query, none for other events).
    eventBallot(event, user?.id ?? null),
  ]);
  const path = `/events/${id}`;
  const when = formatDateTime(event.date, branding.timeZone);
  const eventDay = formatDate(event.date, branding.timeZone);
  // The group's clock, worked out here so the page needs no code of its own for it; the date only when it is not the event's.
  const checkInTime = (at: Date) =>
    formatDate(at, branding.timeZone) === eventDay ? formatTime(at, branding.timeZone) : formatDateTime(at, branding.timeZone);
  return json({
    event,
    upcoming,
    // A called-off event counts down to nothing.
    countdown: event.cancelledAt ? null : countdownText(event, now, branding.timeZone),
    mapsHref: mapsHref(event.location),
    shifts: shifts.map((shift) => ({
      id: shift.id,
      title: shift.title,
      date: shift.date,
      startTime: shift.startTime,
      endTime: shift.endTime,
      location: shift.location,
      spotsNeeded: shift.spotsNeeded,
      spotsAssigned: shift.spotsAssigned,
      mySignupId: shift.mySignupId,
      myStatus: shift.myStatus,
      myPosition: shift.myPosition,
    })),
    listings,
    pickupProducts,
    pickupOrders,
    related,
    ballot,
    canCheckIn,
    // Members-only events offer the RSVP button to members only; anyone else gets the join link.
    viewerIsMember: isMember(user?.membershipStatus),
    attendedCount: upcoming ? null : (checkIns?.total ?? attendedCount ?? 0),
    whoCame: checkIns?.total
      ? {
          total: checkIns.total,
          people: checkIns.people.map((person) => ({
            name: person.name,
            memberId: person.memberId,
            checkedInAt: person.checkedInAt,
            time: checkInTime(person.checkedInAt),
          })),
        }
      : null,
    share: shareOf(event, {
      url: `${appOrigin}${path}`,
      description: cancelledPrefix(
        event.cancelledAt,
        `${when} · ${event.location}${event.description ? ` — ${event.description.slice(0, 160)}` : ""}`,
      ),
    }),
  });
}

function cancelledPrefix(cancelledAt: Date | string | null, rest: string): string {
  return cancelledAt ? m.events_page_cancelled_prefix({ rest }) : rest;
}

export async function action({ request, params }: ActionFunctionArgs) {
  // The RSVP form posts here; /events answers the same post with the same code.
  return rsvpAction(request, { returnTo: `/events/${eventId(params)}` });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [titleFor(matches, m.events_page_not_found_title())];
  return [titleFor(matches, data.event.title), ...data.share.tags];
};

const sectionClass = "space-y-4";
const headingClass = "text-2xl font-semibold";

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function Shifts({ shifts, returnTo }: { shifts: Data["shifts"]; returnTo: string }) {
  const { timeZone } = useBranding();
  if (!shifts.length) return null;
  return (
    <section aria-labelledby="event-shifts" className={sectionClass}>
      <h2 id="event-shifts" className={headingClass}>
        {m.events_page_shifts()}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {shifts.map((shift) => (
          <li
            key={shift.id}
            data-testid="event-shift"
            className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-800"
          >
            <h3 className="font-semibold">{shift.title}</h3>
            <p className="text-sm">
              {formatDate(shift.date, timeZone)}, {clockTime(shift.startTime)} – {clockTime(shift.endTime)} · {shift.location}
            </p>
            <p className="text-sm" data-testid="volunteer-count">
              {m.events_page_shift_volunteers({ assigned: shift.spotsAssigned, needed: shift.spotsNeeded })}
            </p>
            <SignupControl opportunity={shift} returnTo={returnTo} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Listings({ listings }: { listings: Data["listings"] }) {
  const { currency } = useBranding();
  if (!listings.length) return null;
  return (
    <section aria-labelledby="event-tickets" className={sectionClass}>
      <h2 id="event-tickets" className={headingClass}>
        {m.events_page_listings()}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {listings.map((listing) => (
          <li key={listing.id} data-testid="event-listing" className="rounded-lg border border-gray-200 p-4 dark:border-gray-700">
            <p className="font-medium">
              {listing.row
                ? m.events_page_listing_row_seats({ section: listing.section, row: listing.row, seats: listing.seats })
                : m.events_page_listing_seats({ section: listing.section, seats: listing.seats })}
            </p>
            <p className="text-sm text-gray-600 dark:text-gray-300">{listingPriceText(listing, currency)}</p>
            <Link
              to={`/tickets/${listing.id}`}
              className="mt-2 inline-block text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100"
            >
              {m.events_page_view_listing()}
              <span className="sr-only">{m.events_page_view_listing_in({ section: listing.section })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Merch({ products, orders }: { products: Data["pickupProducts"]; orders: Data["pickupOrders"] }) {
  const { currency } = useBranding();
  if (!products.length && !orders.length) return null;
  return (
    <section aria-labelledby="event-merch" className={sectionClass}>
      <h2 id="event-merch" className={headingClass}>
        {m.events_page_merch()}
      </h2>
      {orders.length ? (
        <div>
          <h3 className="font-semibold">{m.events_page_your_orders()}</h3>
          <ul className="mt-2 space-y-2">
            {orders.map((order) => (
              <li key={order.id} data-testid="event-pickup-order" className="flex flex-wrap items-center gap-3">
                <Link to="/order-tracking" className="font-medium text-brand-600 hover:underline dark:text-brand-100">
                  {m.events_page_order({ number: orderNumber(order.id) })}
                </Link>
                <OrderStatusBadge status={order.status} />
                <span className="text-sm">{formatPrice(order.totalAmount, currency)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {products.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li key={product.id} data-testid="event-pickup-product" className="rounded-lg border border-gray-200 p-4 dark:border-gray-700">
              <Link to={productPath(product)} className="font-medium text-brand-600 hover:underline dark:text-brand-100">
                {product.name}
              </Link>
              <p className="text-sm">{m.events_page_collect_here({ price: formatPrice(product.price, currency) })}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The admin's list of the members checked in at the door, latest first (server-rendered rows, no script of its own). */
function WhoCame({ whoCame }: { whoCame: Data["whoCame"] }) {
  if (!whoCame) return null;
  const { total, people } = whoCame;
  return (
    <section aria-labelledby="event-who-came" className={sectionClass} data-testid="who-came">
      <h2 id="event-who-came" className={headingClass}>
        {m.events_page_who_came()}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {people.length < total
          ? m.events_page_who_came_total_latest({ total, shown: people.length })
          : m.events_page_who_came_total({ total })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-gray-200 dark:border-gray-700">
              <th scope="col" className="py-2 pr-4">
                {m.events_page_col_name()}
              </th>
              <th scope="col" className="py-2 pr-4">
                {m.events_page_col_member_id()}
              </th>
              <th scope="col" className="py-2">
                {m.events_page_col_checked_in()}
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.memberId} className="border-b border-gray-100 dark:border-gray-800">
                <td className="py-2 pr-4">{person.name}</td>
                <td className="py-2 pr-4 font-mono">{person.memberId}</td>
                <td className="py-2">
                  <time dateTime={person.checkedInAt}>{person.time}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Related({ related }: { related: Data["related"] }) {
  const { timeZone } = useBranding();
  if (!related.length) return null;
  return (
    <section aria-labelledby="event-related" className={sectionClass}>
      <h2 id="event-related" className={headingClass}>
        {m.events_page_related()}
      </h2>
      <ul className="space-y-2">
        {related.map((other) => (
          <li key={other.id} data-testid="related-event">
            <Link to={`/events/${other.id}`} className="font-medium text-brand-600 hover:underline dark:text-brand-100">
              {other.title}
            </Link>{" "}
            <span className="text-sm text-gray-600 dark:text-gray-300">
              {formatDateTime(other.date, timeZone)} · {other.location}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An away match's ballot: its phase, the member's own place, and the way to it. */
function AwayBallot({ ballot }: { ballot: { id: number; phase: string; mine: string | null; link: string } | null }) {
  if (!ballot) return null;
  return (
    <section aria-labelledby="event-ballot" className={sectionClass}>
      <h2 id="event-ballot" className={headingClass}>
        {m.events_page_ballot()}
      </h2>
      <p data-testid="event-ballot-phase">{ballot.phase}</p>
      {ballot.mine ? (
        <p data-testid="event-ballot-mine" className="font-semibold">
          {ballot.mine}
        </p>
      ) : null}
      <Link to={`/away/${ballot.id}`} className="font-semibold text-brand-600 underline dark:text-brand-100">
        {ballot.link}
      </Link>
    </section>
  );
}

export default function EventPage() {
  const {
    event,
    upcoming,
    countdown,
    mapsHref,
    shifts,
    listings,
    pickupProducts,
    pickupOrders,
    related,
    ballot,
    canCheckIn,
    viewerIsMember,
    attendedCount,
    whoCame,
  } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  const path = `/events/${event.id}`;
  return (
    <div className="mx-auto max-w-3xl space-y-10">
      <BackLink to="/events" label={m.events_page_back()} />
      {canCheckIn ? (
        <p className="flex flex-wrap gap-3">
          <Link to={`${path}/check-in`} className={buttonClass("primary")}>
            {m.events_page_check_in_link()}
          </Link>
          {/* The same people hand over the shop's event-pickup orders: always offered, no query for whether there are any. */}
          <Link to={`${path}/pickup`} className={buttonClass("secondary")}>
            {m.events_page_pickup_link()}
          </Link>
        </p>
      ) : null}
      <article aria-labelledby="event-title" className="space-y-5">
        <div className="flex flex-wrap items-center gap-2">
          <EventBadges event={event} />
          {upcoming ? null : <Badge tone="gray">{m.events_page_past()}</Badge>}
        </div>
        <h1 id="event-title" className="text-3xl font-bold">
          {event.title}
        </h1>
        <MatchTeams event={event} />
        {event.imageUrl ? <img src={event.imageUrl} alt="" className="max-h-80 w-full rounded-lg object-cover" /> : null}
        <dl className="grid gap-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-gray-600 dark:text-gray-300">
              {event.type === "match" ? m.events_page_kickoff() : m.events_page_when()}
            </dt>
            <dd>
              <time dateTime={event.date}>
                {formatDate(event.date, timeZone)} · {formatTime(event.date, timeZone)}
              </time>
              {countdown ? (
                <span data-testid="event-countdown" className="block font-semibold text-brand-600 dark:text-brand-100">
                  {countdown}
                </span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-gray-600 dark:text-gray-300">{m.events_page_where()}</dt>
            <dd>
              {event.location}{" "}
              <a
                href={mapsHref}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sm text-brand-600 hover:underline dark:text-brand-100"
              >
                {m.events_page_open_maps()}
                <span className="sr-only">{m.events_page_new_tab()}</span>
              </a>
            </dd>
          </div>
          {attendedCount ? (
            // A past event checked at the door: the RSVPs and who actually came, side by side.
            <>
              <div>
                <dt className="text-sm font-semibold text-gray-600 dark:text-gray-300">{m.events_page_going()}</dt>
                <dd data-testid="attendee-count">{m.events_page_going_count({ count: event.attendeeCount })}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-gray-600 dark:text-gray-300">{m.events_page_attended()}</dt>
                <dd data-testid="checked-in-count">{m.events_page_attended_count({ count: attendedCount })}</dd>
              </div>
            </>
          ) : (
            <div>
              <dt className="text-sm font-semibold text-gray-600 dark:text-gray-300">
                {upcoming ? m.events_page_going() : m.events_page_attended()}
              </dt>
              <dd data-testid="attendee-count">
                {upcoming
                  ? m.events_page_going_count({ count: event.attendeeCount })
                  : m.events_page_attendees({ count: event.attendeeCount })}
              </dd>
            </div>
          )}
        </dl>
        {event.description ? <p className="whitespace-pre-line text-gray-700 dark:text-gray-300">{event.description}</p> : null}
        {upcoming ? (
          <div className="max-w-sm" data-testid="event-rsvp">
            <RsvpControl event={event} viewerIsMember={viewerIsMember} />
          </div>
        ) : (
          <a href={`${path}.ics`} className={buttonClass("secondary")}>
            {m.events_rsvp_add_to_calendar()}
          </a>
        )}
      </article>
      <AwayBallot ballot={ballot} />
      <Shifts shifts={shifts} returnTo={path} />
      <Listings listings={listings} />
      <Merch products={pickupProducts} orders={pickupOrders} />
      <WhoCame whoCame={whoCame} />
      <Related related={related} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
