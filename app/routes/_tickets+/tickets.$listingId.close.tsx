import { json, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { closeOwnListing } from "~/models/tickets.server";
import { requireUser, safeReturnTo } from "~/utils/auth.server";
import { isDataRequest } from "~/utils/data-request.server";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { CLOSE_INTENTS } from "~/models/tickets";
import { redirectWithToast, respondWithToast } from "~/utils/toast.server";
import { parseId } from "~/utils/validation.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const CloseForm = z.object({
  intent: z.enum(Object.keys(CLOSE_INTENTS) as [keyof typeof CLOSE_INTENTS, ...(keyof typeof CLOSE_INTENTS)[]]),
  returnTo: z.string().optional(),
});

const DONE = {
  sold: m.tickets_closed_sold,
  "given-away": m.tickets_closed_given_away,
  withdrawn: m.tickets_closed_withdrawn,
} as const;

const CLOSE_FAILED = () => m.tickets_close_failed();
const NOT_YOURS = () => m.tickets_not_yours();

/** A fetcher gets the status and the message; a plain form post goes back with the message as a toast. */
async function failed(request: Request, back: string, message: string, status: number) {
  if (isDataRequest(request)) return json({ error: message }, { status });
  return redirectWithToast(back, { type: "error", title: m.tickets_error(), description: message });
}

/**
 * POST /tickets/{id}/close: the poster marks their own open listing sold, given away or
 * withdrawn (intent = sold | given-away | withdraw), from the card, My listings or the profile.
 * Ownership is in the WHERE clause: another member's listing answers 404 and nothing changes.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo: "/tickets" });
  const listingId = parseId(params.listingId);
  const parsed = CloseForm.safeParse(Object.fromEntries(await readFormData(request)));
  const back = safeReturnTo(parsed.success ? parsed.data.returnTo : undefined, "/tickets");
  if (listingId === null || !parsed.success) return failed(request, back, CLOSE_FAILED(), 400);
  const reason = CLOSE_INTENTS[parsed.data.intent];
  const closed = await closeOwnListing(user.id, listingId, reason);
  if (!closed) return failed(request, back, NOT_YOURS(), 404);
  return respondWithToast(request, back, { type: "success", title: m.tickets_success(), description: DONE[reason]() }, { error: null });
}

/** Only posts: a GET (a bookmarked or typed address) goes to the listing. */
export function loader({ params }: { params: { listingId?: string } }) {
  return new Response(null, { status: 303, headers: { Location: `/tickets/${encodeURIComponent(params.listingId ?? "")}` } });
}
