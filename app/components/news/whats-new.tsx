import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import * as m from "~/i18n/paraglide/messages/_index.js";

export type WhatsNewEntry = { key: string; type: "announcement" | "alert"; title: string; body: string | null; url: string; at: string };

/**
 * "What's new since your last visit": the announcements the member received and the alerts their
 * changes made (a kickoff moved, a place offered), newest first, each linking to its page. "Mark as
 * seen" is a plain form post (it works without JavaScript); nothing is shown when there is nothing new.
 */
export function WhatsNew({ items, total }: { items: WhatsNewEntry[]; total: number }) {
  const { timeZone } = useBranding();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="whats-new-heading"
      className="rounded-xl border border-brand-100 bg-brand-50 p-6 dark:border-gray-700 dark:bg-gray-900"
    >
      <h2 id="whats-new-heading" className="text-xl font-semibold">
        {m.news_whats_new_heading()}
      </h2>
      <ul className="mt-3 space-y-3">
        {items.map((item) => (
          <li key={item.key} data-testid="whats-new-item">
            <Link to={item.url} className="font-medium text-brand-700 underline dark:text-brand-100">
              {item.title}
            </Link>
            {item.body ? <span className="block text-sm text-gray-700 dark:text-gray-200">{item.body}</span> : null}
            <span className="block text-xs text-gray-600 dark:text-gray-300">
              {item.type === "announcement" ? `${m.news_whats_new_announcement()} · ` : ""}
              <time dateTime={item.at}>{formatDateTime(item.at, timeZone)}</time>
            </span>
          </li>
        ))}
      </ul>
      {total > items.length ? (
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-200">{m.news_whats_new_more({ count: total - items.length })}</p>
      ) : null}
      <Form method="post" action="/profile" className="mt-4">
        <Button type="submit" name="intent" value="news-seen" variant="secondary">
          {m.news_whats_new_seen()}
        </Button>
      </Form>
    </section>
  );
}
