import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { VolunteerOpportunityCard } from "~/components/volunteer-opportunity-card";
import { listUpcomingOpportunities } from "~/models/volunteer.server";
import { useBranding } from "~/utils/branding";
import { titled } from "~/utils/meta";

export const meta = titled("Volunteer", "Volunteer opportunities on match day and in the community.");

const CATEGORIES = [
  { value: "", label: "All Opportunities" },
  { value: "match-day", label: "Match Day" },
  { value: "community", label: "Community Service" },
  { value: "fundraising", label: "Fundraising" },
  { value: "setup", label: "Setup & Logistics" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const requested = new URL(request.url).searchParams.get("category") ?? "";
  const category = CATEGORIES.some((c) => c.value === requested) ? requested : "";
  const opportunities = await listUpcomingOpportunities({ category: category || undefined });
  return json({ opportunities, category });
}

export default function VolunteerPage() {
  const { opportunities, category } = useLoaderData<typeof loader>();
  const { groupName, timeZone } = useBranding();
  return (
    <div className="space-y-10">
      <header className="rounded-2xl bg-brand-50 px-6 py-10 dark:bg-gray-800">
        <h1 className="text-3xl font-bold">Volunteer with {groupName}</h1>
        <p className="mt-2 max-w-2xl text-gray-700 dark:text-gray-300">
          Lend a hand on match day, at fundraisers and in the community.
        </p>
      </header>
      <nav aria-label="Opportunity categories" className="flex flex-wrap gap-2">
        {CATEGORIES.map((c) => (
          <Link
            key={c.label}
            to={c.value ? `/volunteer?category=${c.value}` : "/volunteer"}
            aria-current={category === c.value ? "page" : undefined}
            className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-medium hover:bg-gray-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white dark:border-gray-600 dark:hover:bg-gray-800"
          >
            {c.label}
          </Link>
        ))}
      </nav>
      {opportunities.length ? (
        <div className="grid gap-6 md:grid-cols-2">
          {opportunities.map((o) => (
            <VolunteerOpportunityCard key={o.id} opportunity={o} timeZone={timeZone} />
          ))}
        </div>
      ) : (
        <div className="rounded-lg border border-dashed border-gray-300 p-10 text-center dark:border-gray-600">
          <p className="font-semibold">No opportunities available</p>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">Check back soon for new volunteer opportunities!</p>
        </div>
      )}
      <section aria-labelledby="why-volunteer">
        <h2 id="why-volunteer" className="text-2xl font-bold">
          Why Volunteer?
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-3">
          <p className="rounded-lg border border-gray-200 p-5 text-sm dark:border-gray-700">
            <strong className="block text-base">Meet fellow fans</strong>Shifts are the fastest way to get to know the
            people you stand next to every week.
          </p>
          <p className="rounded-lg border border-gray-200 p-5 text-sm dark:border-gray-700">
            <strong className="block text-base">Keep it independent</strong>The group runs on volunteers: every shift keeps
            membership cheap and the voice of supporters loud.
          </p>
          <p className="rounded-lg border border-gray-200 p-5 text-sm dark:border-gray-700">
            <strong className="block text-base">Give back</strong>Our community work reaches families across the city, well
            beyond the stadium.
          </p>
        </div>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
