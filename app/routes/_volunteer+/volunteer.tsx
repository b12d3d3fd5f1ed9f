import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button";
import { SignupControl } from "~/components/volunteer/signup-control";
import { VolunteerOpportunityCard } from "~/components/volunteer/volunteer-opportunity-card";
import { cancelSignup, listUpcomingOpportunities, signUpForShift } from "~/models/volunteer.server";
import { messageFor } from "~/i18n/message-map";
import { cancelMessages } from "~/i18n/messages/volunteer";
import { currentPath, getOptionalUser, requireUser } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { titled } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast, respondWithToast } from "~/utils/toast.server";
import { VolunteerCardForm } from "~/routes/_volunteer+/__signup-form.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.volunteer_page_title(), m.volunteer_page_description())(args);

const CATEGORIES = [
  { value: "", label: m.volunteer_page_filter_all },
  { value: "match-day", label: m.volunteer_page_filter_match_day },
  { value: "community", label: m.volunteer_page_filter_community },
  { value: "fundraising", label: m.volunteer_page_filter_fundraising },
  { value: "setup", label: m.volunteer_page_filter_setup },
];

/** Opportunities come in pages, so the page stays small however many there are (as on /events). */
const PAGE = 24;
const MAX_SHOWN = 480;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const requested = params.get("category") ?? "";
  const category = CATEGORIES.some((c) => c.value === requested) ? requested : "";
  const asked = Number(params.get("show"));
  const show = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_SHOWN) : PAGE;
  const user = await getOptionalUser(request);
  const rows = await listUpcomingOpportunities({ category: category || undefined, userId: user?.id, limit: show + 1 });
  const hasMore = rows.length > show && show < MAX_SHOWN;
  return json({ opportunities: rows.slice(0, show), category, nextShow: hasMore ? show + PAGE : null });
}

const SIGNUP_FAILED = () => ({ title: m.volunteer_page_error_title(), message: m.volunteer_page_signup_failed() });
const CANCEL_FAILED = () => ({ title: m.volunteer_page_error_title(), message: m.volunteer_page_cancel_failed() });

type Failure = { opportunityId: number | null; error: { title: string; message: string } };
const fail = (opportunityId: number | null, error: Failure["error"], status: number) => json<Failure>({ opportunityId, error }, { status });

/**
 * Where the member lands after a sign-up or a refusal: the page the form was on. An event's page
 * posts here with its own path as `returnTo` (only an /events/{id} path is taken, so the field
 * cannot send anyone elsewhere); /volunteer's own cards post to their list with its query.
 */
function backTo(request: Request, form: FormData): string {
  const returnTo = form.get("returnTo");
  return typeof returnTo === "string" && /^\/events\/\d{1,9}$/.test(returnTo) ? returnTo : currentPath(request);
}

/** A refusal whose card may not be on the page any more: back to the same list with an error toast. */
const refused = (back: string, error: Failure["error"]) =>
  redirectWithToast(back, { type: "error", title: error.title, description: error.message });

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const formData = await readFormData(request);
  const back = backTo(request, formData);
  // Anonymous visitors go to sign-in and come back to /volunteer (or the event's page), with or without JavaScript.
  const user = await requireUser(request, { returnTo: back === currentPath(request) ? "/volunteer" : back });
  const parsed = VolunteerCardForm.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return fail(null, SIGNUP_FAILED(), 400);
  const form = parsed.data;
  switch (form.intent) {
    case "signup":
      return signUp(request, back, user.id, form.opportunityId);
    case "cancel":
      return cancel(request, back, user.id, form.opportunityId, form.signupId);
  }
}

async function signUp(request: Request, back: string, userId: string, opportunityId: number) {
  try {
    const signup = await signUpForShift(userId, opportunityId);
    // The page answers its generic failure text; the API names the reason. A refused sign-up's
    // card is gone from the reloaded page (deleted, cancelled or started), so the message travels
    // as a toast, which the page shows with or without JavaScript.
    if (!signup.ok) return refused(back, SIGNUP_FAILED());
    const description =
      signup.status === "waitlisted" ? m.volunteer_page_waitlisted({ position: signup.position ?? "?" }) : m.volunteer_page_signed_up();
    return respondWithToast(
      request,
      back,
      { type: "success", title: m.volunteer_page_success_title(), description },
      { opportunityId, error: null },
    );
  } catch (error) {
    console.error("Volunteer sign-up failed:", error);
    return fail(opportunityId, SIGNUP_FAILED(), 500);
  }
}

async function cancel(request: Request, back: string, userId: string, opportunityId: number, signupId: number) {
  try {
    const cancelled = await cancelSignup(userId, signupId);
    if (!cancelled.ok && cancelled.reason === "cancel-cutoff")
      return fail(opportunityId, { title: m.volunteer_page_error_title(), message: messageFor(cancelMessages, cancelled) }, 409);
    // No such signup of the member's on a live shift: the card may be gone too, so a toast as above.
    if (!cancelled.ok || cancelled.opportunityId !== opportunityId) return refused(back, CANCEL_FAILED());
    return respondWithToast(
      request,
      back,
      { type: "success", title: m.volunteer_page_success_title(), description: m.volunteer_page_cancelled() },
      { opportunityId, error: null },
    );
  } catch (error) {
    console.error("Volunteer cancel failed:", error);
    return fail(opportunityId, CANCEL_FAILED(), 500);
  }
}

export default function VolunteerPage() {
  const { opportunities, category, nextShow } = useLoaderData<typeof loader>();
  const { groupName, timeZone } = useBranding();
  return (
    <div className="space-y-10">
      <header className="rounded-2xl bg-brand-50 px-6 py-10 dark:bg-gray-800">
        <h1 className="text-3xl font-bold">{m.volunteer_page_heading({ groupName })}</h1>
        <p className="mt-2 max-w-2xl text-gray-700 dark:text-gray-300">{m.volunteer_page_intro()}</p>
      </header>
      <nav aria-label={m.volunteer_page_categories()} className="flex flex-wrap gap-2">
        {CATEGORIES.map((c) => (
          <Link
            key={c.value}
            to={c.value ? `/volunteer?category=${c.value}` : "/volunteer"}
            aria-current={category === c.value ? "page" : undefined}
            className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-medium hover:bg-gray-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white dark:border-gray-600 dark:hover:bg-gray-800"
          >
            {c.label()}
          </Link>
        ))}
      </nav>
      {opportunities.length ? (
        <div className="grid gap-6 md:grid-cols-2">
          {opportunities.map((o) => (
            <VolunteerOpportunityCard key={o.id} opportunity={o} timeZone={timeZone}>
              <SignupControl opportunity={o} />
            </VolunteerOpportunityCard>
          ))}
        </div>
      ) : (
        <div className="rounded-lg border border-dashed border-gray-300 p-10 text-center dark:border-gray-600">
          <p className="font-semibold">{m.volunteer_page_empty()}</p>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{m.volunteer_page_empty_hint()}</p>
        </div>
      )}
      {nextShow ? (
        <p className="text-center">
          <Link
            to={`?${new URLSearchParams({ ...(category ? { category } : {}), show: String(nextShow) })}`}
            preventScrollReset
            className={buttonClass("secondary")}
          >
            {m.volunteer_page_show_more()}
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="why-volunteer">
        <h2 id="why-volunteer" className="text-2xl font-bold">
          {m.volunteer_page_why()}
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-3">
          <p className="rounded-lg border border-gray-200 p-5 text-sm dark:border-gray-700">
            <strong className="block text-base">{m.volunteer_page_why_meet()}</strong>
            {m.volunteer_page_why_meet_text()}
          </p>
          <p className="rounded-lg border border-gray-200 p-5 text-sm dark:border-gray-700">
            <strong className="block text-base">{m.volunteer_page_why_independent()}</strong>
            {m.volunteer_page_why_independent_text()}
          </p>
          <p className="rounded-lg border border-gray-200 p-5 text-sm dark:border-gray-700">
            <strong className="block text-base">{m.volunteer_page_why_give()}</strong>
            {m.volunteer_page_why_give_text()}
          </p>
        </div>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
