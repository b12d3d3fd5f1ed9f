import { Fragment, type ReactNode } from "react";

/** A sentinel a message is given in place of a link, so the sentence's words stay in one message. */
export const LINK_SLOT = (name: string) => `⟪${name}⟫`;

/**
 * A translated sentence with links in it: the message is called with `LINK_SLOT(name)` for each
 * link, and each slot is replaced by its node, wherever the language puts it.
 */
export function withLinks(message: string, nodes: Record<string, ReactNode>): ReactNode {
  return message.split(/⟪([a-z]+)⟫/i).map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{nodes[part]}</Fragment> : part));
}
