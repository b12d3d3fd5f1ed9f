/**
 * A vertical's words for the reasons its models refuse with: one entry per reason, so a missing
 * text is a compile error. An entry is the text, or a function of the failure when the text
 * carries its details (a limit, a contact). Translations of the interface hook in here.
 */
export type MessageMap<F extends { reason: string }> = {
  [R in F["reason"]]: string | ((failure: Extract<F, { reason: R }>) => string);
};

/** The user's words for a model's failure (which may carry more, e.g. the status a route answers). */
export function messageFor<F extends { reason: string }, G extends F>(map: MessageMap<F>, failure: G): string {
  const entry = map[failure.reason as F["reason"]] as string | ((failure: G) => string);
  return typeof entry === "function" ? entry(failure) : entry;
}
