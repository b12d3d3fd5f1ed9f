import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AnnouncementBody } from "~/components/news/announcement-body";
import { listPublicAnnouncements } from "~/models/announcements.server";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import { markdownToSafeHtml } from "~/utils/markdown.server";
import { titled } from "~/utils/meta";
import { parseId } from "~/utils/validation.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const PAGE_SIZE = 20;

/** /news: the group's public announcements, newest first, 20 a page (?before=<id> for older ones). */
export async function loader({ request }: LoaderFunctionArgs) {
  const beforeId = parseId(new URL(request.url).searchParams.get("before"));
  const rows = await listPublicAnnouncements({ limit: PAGE_SIZE + 1, beforeId });
  const page = rows.slice(0, PAGE_SIZE);
  return json({
    items: page.map((row) => ({ id: row.id, title: row.title, html: markdownToSafeHtml(row.body), sentAt: row.sentAt.toISOString() })),
    olderThan: rows.length > PAGE_SIZE ? page[page.length - 1].id : null,
  });
}

export const meta: MetaFunction = (args) => [
  ...titled(m.news_title())(args),
  { tagName: "link", rel: "alternate", type: "application/atom+xml", href: "/news.atom", title: m.news_feed_title() },
];

export default function NewsPage() {
  const { items, olderThan } = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold">{m.news_title()}</h1>
        <a href="/news.atom" className="text-sm text-brand-700 underline dark:text-brand-100">
          {m.news_feed_link()}
        </a>
      </div>
      {items.length === 0 ? <p>{m.news_empty()}</p> : null}
      {items.map((item) => (
        <article key={item.id} aria-labelledby={`news-${item.id}`} className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
          <h2 id={`news-${item.id}`} className="text-xl font-semibold">
            <Link to={`/news/${item.id}`} className="hover:underline">
              {item.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
            <time dateTime={item.sentAt}>{formatDate(item.sentAt, timeZone)}</time>
          </p>
          <div className="mt-3">
            <AnnouncementBody html={item.html} />
          </div>
        </article>
      ))}
      {olderThan ? (
        <Link to={`/news?before=${olderThan}`} className="inline-block text-brand-700 underline dark:text-brand-100">
          {m.news_older()}
        </Link>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
