import { listPublicAnnouncements } from "~/models/announcements.server";
import { branding } from "~/utils/branding.server";
import { appOrigin } from "~/utils/env.server";
import { markdownToSafeHtml } from "~/utils/markdown.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const FEED_SIZE = 50;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/**
 * GET /news.atom: the public announcements as an Atom 1.0 feed (RFC 4287), the newest 50: feed and
 * entry ids are their pages' URLs, each entry's content the sanitized HTML of its body. Members-only
 * announcements are never in it.
 */
export async function loader() {
  const items = await listPublicAnnouncements({ limit: FEED_SIZE });
  const updated = (items[0]?.sentAt ?? new Date(0)).toISOString();
  const entries = items.map((item) => {
    const url = `${appOrigin}/news/${item.id}`;
    const at = item.sentAt.toISOString();
    return [
      "  <entry>",
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${at}</published>`,
      `    <updated>${at}</updated>`,
      `    <content type="html">${escapeXml(markdownToSafeHtml(item.body))}</content>`,
      "  </entry>",
    ].join("\n");
  });
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(`${appOrigin}/news`)}</id>`,
    `  <title>${escapeXml(m.news_feed_title_for({ group: branding.groupName }))}</title>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(branding.groupName)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${appOrigin}/news.atom`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${appOrigin}/news`)}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
