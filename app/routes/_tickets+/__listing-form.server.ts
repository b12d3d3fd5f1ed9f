import { json } from "@remix-run/node";
import * as z from "zod";
import type { TicketFormReply, TicketFormValues } from "~/components/tickets/ticket-listing-form";
import type { ListingFailure } from "~/models/tickets.server";
import { messageFor } from "~/i18n/message-map";
import { listingMessages } from "~/i18n/messages/tickets";
import { branding } from "../../utils/branding.server";
import { readFormData } from "../../utils/request-body.server";
import { ticketListingSchema, type TicketListingInput } from "../../models/tickets.schema.server";

const FIELDS = ["eventId", "matchTitle", "matchDate", "section", "row", "seats", "price", "listingType", "tradeDescription"] as const;

/** The posted form as typed (strings only, each cut to a sane length) so a 400 can give it all back. */
function typedValues(form: FormData): TicketFormValues {
  const values: TicketFormValues = {};
  for (const name of FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 2000);
  }
  return values;
}

export type ParsedTicketForm = { ok: true; input: TicketListingInput; values: TicketFormValues } | { ok: false; reply: TicketFormReply };

/** Reads and validates a posted listing form; field errors come back with everything typed. */
export async function readTicketForm(request: Request): Promise<ParsedTicketForm> {
  const form = await readFormData(request);
  const values = typedValues(form);
  const parsed = ticketListingSchema(branding.timeZone).safeParse(values);
  if (!parsed.success) {
    return {
      ok: false,
      reply: { values, fieldErrors: z.flattenError(parsed.error).fieldErrors as Record<string, string[]>, formError: null },
    };
  }
  return { ok: true, input: parsed.data, values };
}

/** The answer to a listing the model refused: 400 with field errors, 409 at the listings limit (not found is the caller's 404). */
export function ticketFormRefused(values: TicketFormValues, failure: Exclude<ListingFailure, { reason: "listing-not-found" }>) {
  if (failure.reason === "invalid-listing") {
    return json(
      { reply: { values, fieldErrors: failure.fieldErrors, formError: null } satisfies TicketFormReply, listing: null },
      { status: 400 },
    );
  }
  return json(
    { reply: { values, fieldErrors: {}, formError: messageFor(listingMessages, failure) } satisfies TicketFormReply, listing: null },
    { status: 409 },
  );
}

/** The answer to a form that could not be saved for a reason of our own: 500 with the generic text. */
export function ticketFormFailure(values: TicketFormValues, error: unknown, failed: { message: string }) {
  console.error("Saving a ticket listing failed:", error);
  return json({ reply: { values, fieldErrors: {}, formError: failed.message } satisfies TicketFormReply, listing: null }, { status: 500 });
}

export function ticketFormInvalid(reply: TicketFormReply) {
  return json({ reply, listing: null }, { status: 400 });
}
