import { MAILBOX_URL } from "../../playwright.config";
import { expect } from "@playwright/test";

const MAILBOX = MAILBOX_URL;

/**
 * How often a test looks in the mailbox: it answers in a millisecond, and the outbox sends within
 * moments of the action that queued a mail (expect.poll's default slows to once a second).
 */
export const MAIL_POLL_INTERVALS = [50, 100, 100, 250];

/**
 * The newest mail to this address received since `after` whose text matches `pattern`, waited for
 * (the mailbox is a real SMTP server on loopback, e2e/support/mailbox-server.ts).
 */
export async function mailMatching(email: string, after: number, pattern: RegExp, timeout = 10_000): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAILBOX}/messages?to=${encodeURIComponent(email)}`);
        const messages = (await response.json()) as { raw: string; receivedAt: number }[];
        found = messages
          .filter((m) => m.receivedAt >= after)
          .map((m) => m.raw.match(pattern))
          .filter(Boolean)
          .at(-1);
        return Boolean(found);
      },
      { timeout, intervals: MAIL_POLL_INTERVALS },
    )
    .toBe(true);
  return found!;
}
