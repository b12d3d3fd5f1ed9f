import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { BackLink } from "~/components/admin/admin-page";
import { CheckInScanner } from "~/components/events/check-in-scanner";
import { CheckInVerdictPanel } from "~/components/events/check-in-verdict";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { checkInTexts, verdictStatus, verdictText } from "~/i18n/messages/check-in";
import { UNKNOWN_ACTION } from "~/i18n/messages/common";
import { doorClock, type CheckInVerdict } from "~/models/check-in";
import { checkIn, searchForCheckIn, type DoorPerson } from "~/models/check-in.server";
import { branding } from "~/utils/branding.server";
import { readIntent } from "~/utils/intent.server";
import { searchQuery } from "~/utils/list-query.server";
import { readFormData } from "~/utils/request-body.server";
import { titleFor } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";
import { requireDoorWorker } from "./__door.server";

/**
 * /events/{id}/check-in: the door. Admins and the volunteers confirmed on a shift of this event
 * (anyone else: 403; anonymous: sign in and back). A plain GET search by name or Member ID, a
 * plain POST 'Check in' per row: the page answers the post itself with the verdict, big, in
 * colour, icon and words, so it shows without JavaScript; a repeat answers 'Already checked in'.
 * With JavaScript and no signal, the search is answered on the phone from the offline pack (the
 * scanner's), and the site's worker serves this page from the copy it kept when it was opened.
 */
const QUERY_MAX = 100;

const doorFor = (request: Request, params: LoaderFunctionArgs["params"]) => requireDoorWorker(request, params, checkInTexts.forbidden());

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { event } = await doorFor(request, params);
  const q = searchQuery(new URL(request.url), QUERY_MAX);
  const results = q ? await searchForCheckIn(event.id, q) : [];
  return json(
    {
      event: { id: event.id, title: event.title, checkedIn: event.checkedIn, going: event.going, capacity: event.capacity },
      q,
      timeZone: branding.timeZone,
      results: results.map(({ checkedInAt, ...person }) => ({
        ...person,
        checkedInAt: checkedInAt ? doorClock(checkedInAt, branding.timeZone) : null,
      })),
    },
    // Who is in changes with every scan: never a stored copy.
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** The post's answer: a verdict, or (verdict null) a form that could not be read. */
type Answer = { verdict: CheckInVerdict | null; message: string; person: Omit<DoorPerson, "userId"> | null };

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, event } = await doorFor(request, params);
  const formData = await readFormData(request);
  if (readIntent(formData, ["check-in"]) === null)
    return json<Answer>({ verdict: null, message: UNKNOWN_ACTION(), person: null }, { status: 400 });
  const userId = formData.get("userId");
  const token = formData.get("token");
  const base = { eventId: event.id, by: user.id };
  let result;
  if (typeof token === "string" && token) result = await checkIn({ ...base, token: token.slice(0, 300), method: "scan" });
  else if (typeof userId === "string" && userId && userId.length <= 64) result = await checkIn({ ...base, userId, method: "search" });
  else return json<Answer>({ verdict: null, message: checkInTexts.nobody(), person: null }, { status: 400 });
  const verdict = result.ok ? result.verdict : result.reason;
  const person = result.person ? (({ userId: _id, ...shown }) => shown)(result.person) : null;
  return json<Answer>({ verdict, message: verdictText(result, branding.timeZone), person }, { status: verdictStatus(verdict) });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  titleFor(matches, data ? `${checkInTexts.title()} · ${data.event.title}` : checkInTexts.title()),
  { name: "robots", content: "noindex, nofollow" },
];

export default function CheckInPage() {
  const { event, q, timeZone, results } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const here = `/events/${event.id}/check-in${q ? `?${new URLSearchParams({ q })}` : ""}`;
  const [offlineQuery, setOfflineQuery] = useState<string | null>(null);
  const [resultsSlot, setResultsSlot] = useState<HTMLDivElement | null>(null);
  const count = checkInTexts.count(event.checkedIn, event.going, event.capacity);
  // No signal: the search is answered from the pack on this phone instead of the server.
  const searchOffline = (submitted: FormEvent<HTMLFormElement>) => {
    if (navigator.onLine) return setOfflineQuery(null);
    submitted.preventDefault();
    setOfflineQuery(String(new FormData(submitted.currentTarget).get("q") ?? ""));
  };
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to={`/events/${event.id}`} label={event.title} />
      <div>
        <h1 className="text-3xl font-bold">{checkInTexts.title()}</h1>
        <p className="text-lg">{event.title}</p>
      </div>
      <p data-testid="check-in-count" className="text-xl font-semibold">
        {count}
      </p>
      {/* The camera needs JavaScript: without it the search below does the same. */}
      {hydrated ? (
        <CheckInScanner
          eventId={event.id}
          timeZone={timeZone}
          title={event.title}
          count={count}
          offlineQuery={offlineQuery}
          resultsSlot={resultsSlot}
        />
      ) : null}
      {answer?.verdict ? <CheckInVerdictPanel verdict={answer.verdict} message={answer.message} person={answer.person} /> : null}
      {answer && !answer.verdict ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-100">
          {answer.message}
        </p>
      ) : null}
      <Form
        method="get"
        action={`/events/${event.id}/check-in`}
        onSubmit={searchOffline}
        className="flex flex-wrap items-end gap-3"
        aria-label={checkInTexts.searchForm()}
      >
        <div className="grow">
          <label htmlFor="check-in-search" className="block text-sm font-medium">
            {checkInTexts.searchLabel()}
          </label>
          <input id="check-in-search" type="search" name="q" defaultValue={q} maxLength={QUERY_MAX} className={`${inputClass} w-full`} />
        </div>
        <Button type="submit" variant="secondary">
          {checkInTexts.search()}
        </Button>
      </Form>
      <div ref={setResultsSlot} />
      {offlineQuery === null && q && results.length === 0 ? <p>{checkInTexts.noResults(q)}</p> : null}
      {offlineQuery === null && results.length ? (
        <ul
          className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-700 dark:border-gray-700"
          aria-label={checkInTexts.searchResults()}
        >
          {results.map((person) => (
            <li key={person.userId} data-testid="check-in-row" className="flex flex-wrap items-center gap-3 p-3">
              <span
                aria-hidden="true"
                className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
              >
                {person.initials}
              </span>
              <div className="min-w-0 grow">
                <p className="font-semibold">
                  {person.name} <span className="font-mono text-sm">{person.memberId}</span>
                </p>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {checkInTexts.standing[person.standing]()} · {checkInTexts.rsvp[person.rsvp ?? "none"]()}
                  {person.checkedInAt ? ` · ${checkInTexts.checkedInAt(person.checkedInAt)}` : ""}
                </p>
              </div>
              <Form method="post" action={here}>
                <input type="hidden" name="intent" value="check-in" />
                <input type="hidden" name="userId" value={person.userId} />
                <Button type="submit" disabled={busy} className="min-h-12 px-6 text-base">
                  {checkInTexts.checkIn()}
                  <span className="sr-only"> {person.name}</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
