import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AnnouncementBody } from "~/components/news/announcement-body";
import { getAnnouncementFor } from "~/models/announcements.server";
import { getOptionalUser } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import { markdownToSafeHtml } from "~/utils/markdown.server";
import { titled } from "~/utils/meta";
import { parseId } from "~/utils/validation.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * /news/{id}: one announcement. A public one for anyone; a members-only one for its recipients and
 * admins; anyone else, and a withdrawn one, get the 404 page (whether it exists is not told).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const user = await getOptionalUser(request);
  const announcement = id ? await getAnnouncementFor(id, user ? { id: user.id, isAdmin: user.isAdmin } : null) : null;
  if (!announcement) throw json({ message: m.news_not_found() }, { status: 404 });
  return json(
    {
      id: announcement.id,
      title: announcement.title,
      html: markdownToSafeHtml(announcement.body),
      linkPath: announcement.linkPath,
      isPublic: announcement.isPublic,
      sentAt: announcement.sentAt.toISOString(),
    },
    // A members-only one is personal: never kept by a shared cache.
    announcement.isPublic ? undefined : { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = (args) => titled(args.data?.title ?? m.news_title())(args);

export default function NewsItemPage() {
  const item = useLoaderData<typeof loader>();
  const { timeZone } = useBranding();
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      <Link to="/news" className="text-sm text-brand-700 underline dark:text-brand-100">
        {m.news_back()}
      </Link>
      <h1 className="text-3xl font-bold">{item.title}</h1>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        <time dateTime={item.sentAt}>{formatDate(item.sentAt, timeZone)}</time>
        {item.isPublic ? null : <> · {m.news_members_only()}</>}
      </p>
      <AnnouncementBody html={item.html} />
      {item.linkPath ? (
        <p>
          <Link to={item.linkPath} className="font-semibold text-brand-700 underline dark:text-brand-100">
            {m.news_go_to_page()}
          </Link>
        </p>
      ) : null}
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
