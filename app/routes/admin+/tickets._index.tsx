import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as z from "zod";
import { AdminTable, BackLink } from "~/components/admin/admin-page";
import { RemoveListingForm } from "~/components/tickets/remove-listing-form";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { listOpenListingsForAdmin, removeListing } from "~/models/tickets.server";
import { requireAdmin, safeReturnTo } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDate, formatDateTime } from "~/utils/dates";
import { titled } from "~/utils/meta";
import { listingPriceText } from "~/models/tickets";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { respondWithToast } from "~/utils/toast.server";
import { idSchema, parseId, text } from "~/utils/validation.server";

export const meta = titled("Manage ticket listings");

const PAGE = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  // 'Open a listing by number' (a GET form): a closed listing, whose messages a dispute may need, is not in this list.
  if (url.searchParams.has("listing")) {
    const listingId = parseId(url.searchParams.get("listing")?.trim().replace(/^#/, ""));
    if (listingId !== null) return redirect(`/admin/tickets/${listingId}`);
  }
  const asked = Number(url.searchParams.get("page"));
  const page = Number.isInteger(asked) && asked > 1 ? Math.min(asked, 10_000) : 1;
  const rows = await listOpenListingsForAdmin({
    limit: PAGE + 1,
    offset: (page - 1) * PAGE,
  });
  return json({
    listings: rows.slice(0, PAGE).map(({ userId: _owner, ...row }) => row),
    page,
    hasMore: rows.length > PAGE,
  });
}

/** Built when the action runs: idSchema and text come from a .server module, empty in the browser bundle. */
const removeForm = () =>
  z.object({
    listingId: idSchema,
    reason: text("Reason", 500).min(1, {
      error: "Give the poster a reason (they are emailed it)",
    }),
    returnTo: z.string().optional(),
  });

/**
 * Removes any open listing, with a reason mailed to the poster: from this list and from the
 * card on /tickets (returnTo). A missing reason is a 400 shown next to that listing's field.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const form = Object.fromEntries(await readFormData(request));
  const parsed = removeForm().safeParse(form);
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    return json(
      {
        listingId: Number(form.listingId) || null,
        reason: typeof form.reason === "string" ? form.reason : "",
        error: errors.reason?.[0] ?? errors.listingId?.[0] ?? "Check the form",
      },
      { status: 400 },
    );
  }
  const removed = await removeListing(parsed.data.listingId, parsed.data.reason);
  if (!removed) {
    return json(
      {
        listingId: parsed.data.listingId,
        reason: parsed.data.reason,
        error: "That listing is already closed.",
      },
      { status: 404 },
    );
  }
  return respondWithToast(
    request,
    safeReturnTo(parsed.data.returnTo, "/admin/tickets"),
    {
      type: "success",
      title: "Listing removed",
      description: "The poster has been emailed the reason.",
    },
    { listingId: removed.id, reason: "", error: null },
  );
}

export default function AdminTicketListings() {
  const { listings, page, hasMore } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { timeZone, currency } = useBranding();
  return (
    <div className="space-y-6">
      <BackLink to="/admin" label="Admin Dashboard" />
      <h1 className="text-3xl font-bold">Manage ticket listings</h1>
      <p className="text-gray-600 dark:text-gray-300">
        Open listings, newest first. Removing one closes it and emails the poster your reason.
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-2 text-sm">
        <label htmlFor="listing-lookup" className="font-medium">
          Open a listing by number (closed ones too)
        </label>
        <input id="listing-lookup" name="listing" inputMode="numeric" className={`${inputClass} w-32`} placeholder="e.g. 123" />
        <Button type="submit" variant="secondary">
          Open
        </Button>
      </Form>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Open listings">
        <AdminTable caption={`Open listings, page ${page}`} columns={["Listing", "Price", "Posted by"]}>
          {listings.length === 0 ? (
            <tr>
              <td colSpan={4} className="py-3 text-gray-600 dark:text-gray-300">
                No open listings.
              </td>
            </tr>
          ) : null}
          {listings.map((listing) => {
            const failed = actionData?.error && actionData.listingId === listing.id ? actionData : null;
            return (
              <tr key={listing.id} className="border-b border-gray-100 align-top dark:border-gray-800" data-testid="admin-listing-row">
                <td className="py-2 pr-3">
                  <Link to={`/tickets/${listing.id}`} className="font-medium hover:underline">
                    {listing.matchTitle}
                  </Link>
                  <div className="text-xs text-gray-600 dark:text-gray-300">
                    {formatDateTime(listing.matchDate, timeZone)} · Section {listing.section}
                    {listing.row ? `, Row ${listing.row}` : ""}, Seats {listing.seats}
                  </div>
                  <Link
                    to={`/admin/tickets/${listing.id}`}
                    className="text-xs font-semibold text-brand-600 hover:underline dark:text-brand-100"
                  >
                    {`Details and messages (${listing.messageCount})`}
                    <span className="sr-only">{` for ${listing.matchTitle}`}</span>
                  </Link>
                </td>
                <td className="py-2 pr-3">{listingPriceText(listing, currency)}</td>
                <td className="py-2 pr-3">
                  {[listing.firstName, listing.lastName].filter(Boolean).join(" ") || "Member"}
                  <div className="text-xs text-gray-600 dark:text-gray-300">
                    {listing.email ?? "no email"} · {formatDate(listing.createdAt, timeZone)}
                  </div>
                </td>
                <td className="py-2">
                  <RemoveListingForm
                    listing={listing}
                    returnTo="/admin/tickets"
                    error={failed?.error ?? null}
                    reason={failed?.reason ?? ""}
                    pending={navigation.state === "submitting" && navigation.formData?.get("listingId") === String(listing.id)}
                  />
                </td>
              </tr>
            );
          })}
        </AdminTable>
      </div>
      <nav aria-label="Pages" className="flex gap-3">
        {page > 1 ? (
          <Link to={page === 2 ? "?" : `?page=${page - 1}`} className={buttonClass("secondary")}>
            Newer listings
          </Link>
        ) : null}
        {hasMore ? (
          <Link to={`?page=${page + 1}`} className={buttonClass("secondary")}>
            Older listings
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
