import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackLink } from "~/components/admin/admin-page";
import { DoorSearch, DoorVerdict, Initials, type DoorTone } from "~/components/events/door-verdict";
import { PickupScanner } from "~/components/events/pickup-scanner";
import { Button } from "~/components/ui/button";
import { UNKNOWN_ACTION } from "~/i18n/messages/common";
import { collectText, pickupTexts } from "~/i18n/messages/pickup";
import { doorClock } from "~/models/check-in";
import { findCardHolder } from "~/models/member-card.server";
import { memberIdOf } from "~/models/membership";
import { orderNumber } from "~/models/orders";
import { listPickupOrdersAtEvent, markCollected, type CollectResult } from "~/models/pickup.server";
import { branding } from "~/utils/branding.server";
import { useBranding } from "~/utils/branding";
import { formatPrice } from "~/utils/format";
import { readIntent } from "~/utils/intent.server";
import { searchQuery } from "~/utils/list-query.server";
import { titleFor } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { useHydrated } from "~/utils/use-hydrated";
import { requireDoorWorker } from "./__door.server";

/**
 * /events/{id}/pickup: the merch table. The same people as the door (admins and this event's
 * confirmed volunteers). The search (a member's name or Member ID, an order number, an email; a
 * card's link, scanned or pasted) is a POST, so a card's token travels only in the body: a card
 * redirects to `?q=#<Member ID>`, typed words to `?q=<words>`, and the GET lists this event's
 * pickup orders by person with their items and sizes. A plain POST 'Collected' per order hands it
 * over; the page answers the post itself, big, in colour, icon and words, so it shows without
 * JavaScript.
 */
const QUERY_MAX = 300;
const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;
/** A member card's token (its link's last part): the card's own shape, 'v2.' then nonce and signature. */
const CARD_TOKEN = /(?:^|\/verify\/)(v2\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

const tableFor = (request: Request, params: LoaderFunctionArgs["params"]) => requireDoorWorker(request, params, pickupTexts.forbidden());

/** Whose orders the search asks for: a card's member, or the words typed; null for a card that is not a current one. */
async function whoFor(q: string): Promise<{ userId: string } | { query: string } | null> {
  const card = CARD_TOKEN.exec(q);
  if (!card) return { query: q.slice(0, 100) };
  const holder = await findCardHolder(card[1]);
  return holder.status === "current" ? { userId: holder.userId } : null;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { event } = await tableFor(request, params);
  const q = searchQuery(new URL(request.url), QUERY_MAX);
  const who = q ? await whoFor(q) : null;
  const groups = who ? await listPickupOrdersAtEvent(event.id, who) : [];
  return json(
    {
      event: { id: event.id, title: event.title },
      q,
      unknownCard: q !== "" && who === null,
      groups: groups.map(({ person, orders }) => ({
        person,
        orders: orders.map((order) => ({
          ...order,
          collectedAt: order.collectedAt ? doorClock(order.collectedAt, branding.timeZone) : null,
        })),
      })),
    },
    // What is handed over changes with every press: never a stored copy.
    { headers: { "Cache-Control": "no-store" } },
  );
}

type Outcome = "collected" | Exclude<CollectResult, { ok: true }>["reason"];
/** The post's answer: an outcome with its words, or (outcome null) a form that could not be read. */
type Answer = { outcome: Outcome | null; message: string; order: string | null; markedPaid: boolean };

const STATUS: Record<Outcome, number> = { collected: 200, "already-collected": 200, "order-not-found": 404, "order-cancelled": 409 };
const TONES: Record<Outcome, DoorTone> = {
  collected: "ok",
  "already-collected": "again",
  "order-not-found": "refused",
  "order-cancelled": "refused",
};

/** The search's post: a card goes to its member's Member ID (never the token) in the URL; typed words to themselves. */
async function searchFor(eventId: number, formData: FormData) {
  const q = String(formData.get("q") ?? "")
    .trim()
    .slice(0, QUERY_MAX);
  const here = `/events/${eventId}/pickup`;
  if (!q) return redirect(here, 303);
  const who = await whoFor(q);
  if (who === null)
    return json<Answer>({ outcome: null, message: pickupTexts.unknownCard(), order: null, markedPaid: false }, { status: 404 });
  const shown = "userId" in who ? memberIdOf(who.userId) : who.query;
  return redirect(`${here}?${new URLSearchParams({ q: shown })}`, 303);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, event } = await tableFor(request, params);
  const formData = await readFormData(request);
  const unread = (message: string) => json<Answer>({ outcome: null, message, order: null, markedPaid: false }, { status: 400 });
  const intent = readIntent(formData, ["collected", "search"]);
  if (intent === null) return unread(UNKNOWN_ACTION());
  if (intent === "search") return searchFor(event.id, formData);
  const orderId = formData.get("orderId");
  if (typeof orderId !== "string" || !ORDER_ID.test(orderId)) return unread(pickupTexts.nothing());
  const result = await markCollected(orderId, event.id, user.id);
  const outcome: Outcome = result.ok ? "collected" : result.reason;
  const message = result.ok
    ? collectText({ reason: "collected" })
    : result.reason === "already-collected"
      ? collectText({ ...result, time: doorClock(result.collectedAt, branding.timeZone) })
      : collectText(result);
  return json<Answer>(
    { outcome, message, order: orderNumber(orderId), markedPaid: result.ok && result.markedPaid },
    { status: STATUS[outcome] },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, data ? `${pickupTexts.title()} · ${data.event.title}` : pickupTexts.title()),
  { name: "robots", content: "noindex, nofollow" },
];

function paymentText(order: { paid: boolean; paymentMethod: string; totalAmount: string }, currency: string) {
  if (order.paid) return pickupTexts.paid();
  return order.paymentMethod === "stripe" ? pickupTexts.cardNotReceived() : pickupTexts.payLater(formatPrice(order.totalAmount, currency));
}

export default function PickupPage() {
  const { event, q, unknownCard, groups } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { currency } = useBranding();
  const busy = navigation.state !== "idle";
  const hydrated = useHydrated();
  const here = `/events/${event.id}/pickup${q ? `?${new URLSearchParams({ q })}` : ""}`;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to={`/events/${event.id}`} label={event.title} />
      <div>
        <h1 className="text-3xl font-bold">{pickupTexts.title()}</h1>
        <p className="text-lg">{event.title}</p>
      </div>
      {answer?.outcome ? (
        <DoorVerdict
          tone={TONES[answer.outcome]}
          label={pickupTexts.tones[TONES[answer.outcome]]()}
          message={answer.message}
          testId="pickup-verdict"
          verdict={answer.outcome}
          person={null}
        >
          {answer.order ? <p className="mt-3 text-xl font-semibold">{pickupTexts.order(answer.order)}</p> : null}
          {answer.markedPaid ? <p className="mt-1 text-lg">{pickupTexts.markedPaid()}</p> : null}
        </DoorVerdict>
      ) : null}
      {answer && !answer.outcome ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-100">
          {answer.message}
        </p>
      ) : null}
      {/* The camera needs JavaScript: without it the search below does the same. */}
      {hydrated ? <PickupScanner eventId={event.id} /> : null}
      <DoorSearch
        action={`/events/${event.id}/pickup`}
        id="pickup-search"
        label={pickupTexts.searchLabel()}
        formLabel={pickupTexts.searchForm()}
        button={pickupTexts.search()}
        q={q}
        maxLength={QUERY_MAX}
        intent="search"
      />
      {unknownCard ? <p role="alert">{pickupTexts.unknownCard()}</p> : null}
      {q && !unknownCard && groups.length === 0 ? <p>{pickupTexts.noResults(q)}</p> : null}
      {groups.map(({ person, orders }) => (
        <section
          key={person.key}
          data-testid="pickup-person"
          aria-label={person.name}
          className="rounded-lg border border-gray-200 p-4 dark:border-gray-700"
        >
          <div className="flex items-center gap-3">
            <Initials initials={person.initials} className="h-10 w-10 bg-brand-600 font-semibold text-white" />
            <h2 className="text-xl font-semibold">
              {person.name} <span className="font-mono text-sm">{person.memberId ?? pickupTexts.guest()}</span>
            </h2>
          </div>
          <ul className="mt-3 divide-y divide-gray-200 dark:divide-gray-700">
            {orders.map((order) => (
              <li key={order.id} data-testid="pickup-order" data-order={order.number} className="flex flex-wrap items-start gap-3 py-3">
                <div className="min-w-0 grow">
                  <p className="font-semibold">{pickupTexts.order(order.number)}</p>
                  <ul className="text-lg">
                    {order.lines.map((line) => (
                      <li key={line.id}>{`${line.quantity} × ${line.name}${line.size ? ` (${line.size})` : ""}`}</li>
                    ))}
                  </ul>
                  <p className={order.paid ? "text-sm" : "text-sm font-semibold text-red-800 dark:text-red-200"}>
                    {paymentText(order, currency)}
                  </p>
                  {order.collectedAt ? (
                    <p className="text-sm font-semibold text-green-800 dark:text-green-200">
                      {pickupTexts.collectedAt(order.collectedAt, order.collectedBy)}
                    </p>
                  ) : null}
                </div>
                {order.collectedAt ? null : (
                  <Form method="post" action={here}>
                    <input type="hidden" name="intent" value="collected" />
                    <input type="hidden" name="orderId" value={order.id} />
                    <Button type="submit" disabled={busy} className="min-h-12 px-6 text-base">
                      {pickupTexts.collected()}
                      <span className="sr-only"> {pickupTexts.order(order.number)}</span>
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
