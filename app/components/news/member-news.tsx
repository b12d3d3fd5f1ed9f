import { Link } from "@remix-run/react";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import * as m from "~/i18n/paraglide/messages/_index.js";

export type MemberNewsItem = { id: number; title: string; sentAt: string };

/** The members-only announcements the member received, newest first, each linking to its page; nothing when there are none. */
export function MemberNews({ items }: { items: MemberNewsItem[] }) {
  const { timeZone } = useBranding();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="member-news-heading" className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
      <h2 id="member-news-heading" className="text-xl font-semibold">
        {m.news_for_you_heading()}
      </h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/news/${item.id}`} className="font-medium text-brand-700 underline dark:text-brand-100">
              {item.title}
            </Link>{" "}
            <span className="text-sm text-gray-600 dark:text-gray-300">
              <time dateTime={item.sentAt}>{formatDate(item.sentAt, timeZone)}</time>
            </span>
          </li>
        ))}
      </ul>
      <Link to="/news" className="mt-3 inline-block text-sm text-brand-700 underline dark:text-brand-100">
        {m.news_all_link()}
      </Link>
    </section>
  );
}
