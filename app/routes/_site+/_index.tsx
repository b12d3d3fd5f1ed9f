import { json, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EventCard } from "~/components/events/event-card";
import { ProductCard } from "~/components/shop/product-card";
import { ButtonLink } from "~/components/ui/button";
import { eventWriteCount, listUpcomingEvents } from "~/models/events.server";
import { listActiveProducts } from "~/models/products.server";
import { inFixtureOrder } from "~/models/teams.server";
import { useBranding } from "~/utils/branding";
import { titled } from "~/utils/meta";
import { shareImageTags } from "~/utils/og-image.server";
import { homeShareImage } from "~/routes/_site+/__share-card.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const homeTitle = titled(m.site_home_title, m.site_home_description);

export const meta: MetaFunction<typeof loader> = (args) => [...homeTitle(args), ...(args.data?.shareTags ?? [])];

const HOME_LIST_LIMIT = 3;

/**
 * The home page's lists are the same for every visitor, and reading them cost more than the rest
 * of the page (two round trips, about 1.5 ms of the server's time on PGlite, where the database runs
 * on the server's own thread). So one read serves every request for up to two seconds, and
 * concurrent requests share it. Any write to events made by this process (an RSVP, an admin edit)
 * ends the copy at once; writes made elsewhere (another instance, `npm run seed`) show within
 * HOME_CACHE_MS.
 */
const HOME_CACHE_MS = 2_000;

type HomeLists = {
  events: Awaited<ReturnType<typeof listUpcomingEvents>>;
  products: Awaited<ReturnType<typeof listActiveProducts>>;
};

let cached: { writes: number; until: number; lists: Promise<HomeLists> } | null = null;

function homeLists(): Promise<HomeLists> {
  const writes = eventWriteCount();
  const now = Date.now();
  if (cached && cached.writes === writes && cached.until > now) return cached.lists;
  const lists = Promise.all([listUpcomingEvents({ limit: HOME_LIST_LIMIT }), listActiveProducts({ limit: HOME_LIST_LIMIT })]).then(
    ([events, products]) => ({ events, products }),
  );
  const entry = { writes, until: now + HOME_CACHE_MS, lists };
  cached = entry;
  // A failed read is not kept.
  lists.catch(() => {
    if (cached === entry) cached = null;
  });
  return lists;
}

export async function loader() {
  const { events, products } = await homeLists();
  // A match's title in the order of its crests, home side first, as on its own page.
  return json({ events: events.map(inFixtureOrder), products, shareTags: shareImageTags(homeShareImage()) });
}

const VALUES = [
  { id: "loud", title: m.site_home_value_loud_title, text: m.site_home_value_loud_text },
  { id: "run", title: m.site_home_value_run_title, text: m.site_home_value_run_text },
  { id: "community", title: m.site_home_value_community_title, text: m.site_home_value_community_text },
];

export default function Home() {
  const { events, products } = useLoaderData<typeof loader>();
  const { groupName, clubName } = useBranding();
  return (
    <div className="space-y-16">
      <section className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-16 text-center text-white sm:px-12">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{groupName}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{m.site_home_intro({ clubName })}</p>
        <p className="mt-8">
          <ButtonLink to="/join" variant="secondary" className="px-6 py-3 text-base">
            {m.site_home_join()}
          </ButtonLink>
        </p>
      </section>

      <section aria-labelledby="about-heading">
        <h2 id="about-heading" className="text-2xl font-bold">
          {m.site_home_about_heading()}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {VALUES.map((value) => (
            <div key={value.id} className="rounded-lg border border-gray-200 p-6 dark:border-gray-700">
              <h3 className="text-lg font-semibold">{value.title()}</h3>
              <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{value.text()}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="upcoming-heading">
        <div className="flex items-baseline justify-between">
          <h2 id="upcoming-heading" className="text-2xl font-bold">
            {m.site_home_events_heading()}
          </h2>
          <Link to="/events" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
            {m.site_home_events_all()}
          </Link>
        </div>
        {events.length ? (
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </div>
        ) : (
          <p className="mt-6 text-gray-600 dark:text-gray-300">{m.site_home_events_empty()}</p>
        )}
      </section>

      <section aria-labelledby="shop-heading">
        <div className="flex items-baseline justify-between">
          <h2 id="shop-heading" className="text-2xl font-bold">
            {m.site_home_shop_heading()}
          </h2>
          <Link to="/shop" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
            {m.site_home_shop_visit()}
          </Link>
        </div>
        {products.length ? (
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        ) : (
          <p className="mt-6 text-gray-600 dark:text-gray-300">{m.site_home_shop_empty()}</p>
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
