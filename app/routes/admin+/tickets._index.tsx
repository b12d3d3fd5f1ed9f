import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
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
import { seatLine } from "~/components/tickets/ticket-listing-card";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { listingPriceText } from "~/models/tickets";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { respondWithToast } from "~/utils/toast.server";
import { idSchema, parseId, text } from "~/utils/validation.server";

export const meta: MetaFunction = (args) => titled(m.tickets_admin_back())(args);

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
    reason: text(m.tickets_admin_reason_field, 500).min(1, {
      error: () => m.tickets_admin_reason_required(),
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
        error: errors.reason?.[0] ?? errors.listingId?.[0] ?? m.tickets_admin_check_form(),
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
        error: m.tickets_admin_already_closed(),
      },
      { status: 404 },
    );
  }
  return respondWithToast(
    request,
    safeReturnTo(parsed.data.returnTo, "/admin/tickets"),
    {
      type: "success",
      title: m.tickets_admin_removed_title(),
      description: m.tickets_admin_removed(),
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
      <BackLink to="/admin" label={m.tickets_admin_dashboard()} />
      <h1 className="text-3xl font-bold">{m.tickets_admin_back()}</h1>
      <p className="text-gray-600 dark:text-gray-300">{m.tickets_admin_intro()}</p>
      <Form method="get" className="flex flex-wrap items-end gap-2 text-sm">
        <label htmlFor="listing-lookup" className="font-medium">
          {m.tickets_admin_lookup()}
        </label>
        <input
          id="listing-lookup"
          name="listing"
          inputMode="numeric"
          className={`${inputClass} w-32`}
          placeholder={m.tickets_admin_lookup_placeholder()}
        />
        <Button type="submit" variant="secondary">
          {m.tickets_admin_open()}
        </Button>
      </Form>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={m.tickets_admin_open_listings()}>
        <AdminTable
          caption={m.tickets_admin_open_listings_page({ page })}
          columns={[m.tickets_admin_col_listing(), m.tickets_admin_col_price(), m.tickets_admin_posted_by()]}
        >
          {listings.length === 0 ? (
            <tr>
              <td colSpan={4} className="py-3 text-gray-600 dark:text-gray-300">
                {m.tickets_my_empty_compact()}
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
                    {formatDateTime(listing.matchDate, timeZone)} · {seatLine(listing)}
                  </div>
                  <Link
                    to={`/admin/tickets/${listing.id}`}
                    className="text-xs font-semibold text-brand-600 hover:underline dark:text-brand-100"
                  >
                    {m.tickets_admin_details({ count: listing.messageCount })}
                    <span className="sr-only"> {m.tickets_for_match({ title: listing.matchTitle })}</span>
                  </Link>
                </td>
                <td className="py-2 pr-3">{listingPriceText(listing, currency)}</td>
                <td className="py-2 pr-3">
                  {[listing.firstName, listing.lastName].filter(Boolean).join(" ") || m.tickets_admin_member()}
                  <div className="text-xs text-gray-600 dark:text-gray-300">
                    {listing.email ?? m.tickets_admin_no_email()} · {formatDate(listing.createdAt, timeZone)}
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
      <nav aria-label={m.tickets_admin_pages()} className="flex gap-3">
        {page > 1 ? (
          <Link to={page === 2 ? "?" : `?page=${page - 1}`} className={buttonClass("secondary")}>
            {m.tickets_admin_newer()}
          </Link>
        ) : null}
        {hasMore ? (
          <Link to={`?page=${page + 1}`} className={buttonClass("secondary")}>
            {m.tickets_admin_older()}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
