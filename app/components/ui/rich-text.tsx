import { Fragment, type ReactNode } from "react";

/**
 * A message with elements inside it (a link, <code>, <strong>), in the word order of the page's
 * language: the message is written with a marker in place of each `{name}` placeholder, then cut
 * at the markers and the elements put in their places.
 * `richText((slots) => m.admin_dashboard_slack_hint(slots), { settings: <Link …>Settings</Link> })`
 */
export function richText<K extends string>(render: (slots: Record<K, string>) => string, elements: Record<K, ReactNode>): ReactNode {
  const names = Object.keys(elements) as K[];
  const slots = Object.fromEntries(names.map((name, index) => [name, `\u0000${index}\u0000`])) as Record<K, string>;
  const parts = render(slots).split("\u0000");
  // Odd parts are the markers' indexes, even parts the text between them.
  return parts.map((part, index) => (index % 2 === 0 ? part : <Fragment key={index}>{elements[names[Number(part)]]}</Fragment>));
}
