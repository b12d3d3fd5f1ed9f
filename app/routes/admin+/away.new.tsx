import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormFrame, InputField, LabelledControl, SelectField } from "~/components/admin/admin-form";
import { AdminFormPage } from "~/components/admin/admin-page";
import { awayTexts } from "~/i18n/messages/away";
import { allocationSchema } from "~/models/away.schema.server";
import { createAllocation, listMatchesForBallot } from "~/models/away.server";
import { oncePerKey } from "~/models/request-keys.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { branding } from "~/utils/branding.server";
import { formatDateTime } from "~/utils/dates";
import { currencySymbol } from "~/utils/format";
import { titled } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta = titled("New away ballot");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ matches: await listMatchesForBallot() });
}

/** One ballot per press, however often the post arrives. */
export const action = (args: Parameters<typeof act>[0]) => oncePerKey(act)(args);

/**
 * Same-origin and admin checks, field errors with a 400 and everything typed kept, a match gone
 * meanwhile as Match's error, then Post/Redirect/Get to the new ballot with a toast.
 */
async function act({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readFormData(request), { schema: allocationSchema(branding.timeZone) });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const created = await createAllocation(submission.value, admin.id);
  if (!created.ok) return json({ result: submission.reply({ fieldErrors: { eventId: [awayTexts.matchNotFound] } }) }, { status: 400 });
  return redirectWithToast(`/admin/away/${created.id}`, { type: "success", title: "Success", description: awayTexts.created });
}

type AwayFormValues = {
  eventId?: string;
  tickets?: string;
  price?: string;
  opensAt?: string;
  closesAt?: string;
  payHours?: string;
  maxPerApplication?: string;
  /** "on" when ticked, as the checkbox posts it. */
  membersOnly?: string;
};

const NEW_BALLOT: AwayFormValues = { payHours: "48", maxPerApplication: "1", membersOnly: "on" };

/** The new ballot form: a plain post without JavaScript (the server checks it and answers with its errors). */
export default function NewAwayBallotPage() {
  const { matches } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { timeZone, currency } = useBranding();
  const [form, fields] = useForm<AwayFormValues>({ id: "new-away-ballot", lastResult: actionData?.result, defaultValue: NEW_BALLOT });
  const { key: membersOnlyKey, ...membersOnly } = getInputProps(fields.membersOnly, { type: "checkbox" });
  const zone = `In ${timeZone.replace(/_/g, " ")} time.`;
  return (
    <AdminFormPage back={{ to: "/admin/away", label: "Away ballots" }} title="New away ballot">
      <p className="text-gray-600 dark:text-gray-300">
        Members apply while the window is open; once it closes you draw the ballot, and the places offered are paid within the hours you
        set.
      </p>
      <AdminFormFrame form={form} action="/admin/away/new" submitLabel="Create ballot" pending={navigation.state === "submitting"}>
        <SelectField
          label="Match"
          field={fields.eventId}
          hint={matches.length === 0 ? "No upcoming matches: add the match first." : undefined}
        >
          <option value="">Choose a match</option>
          {matches.map((match) => (
            <option key={match.id} value={String(match.id)}>
              {match.title} · {formatDateTime(match.date, timeZone)}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <InputField
            label="Tickets"
            field={fields.tickets}
            type="number"
            extra={{ min: "1", max: "10000", step: "1", inputMode: "numeric" }}
          />
          <InputField
            label={`Price (${currencySymbol(currency)})`}
            field={fields.price}
            type="text"
            extra={{ inputMode: "decimal", placeholder: "35.00" }}
          />
        </div>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <InputField label="Applications open" field={fields.opensAt} type="datetime-local" hint={zone} />
          <InputField label="Applications close" field={fields.closesAt} type="datetime-local" hint={zone} />
        </div>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <InputField
            label="Hours to pay once offered"
            field={fields.payHours}
            type="number"
            extra={{ min: "1", max: "720", step: "1", inputMode: "numeric" }}
          />
          <SelectField label="Tickets per application" field={fields.maxPerApplication} hint="2: a member may apply with a partner.">
            <option value="1">1</option>
            <option value="2">2</option>
          </SelectField>
        </div>
        <LabelledControl label="Members only" controlId={membersOnly.id} field={fields.membersOnly} announce>
          <span className="flex items-center gap-2 py-2 text-sm">
            <input key={membersOnlyKey ?? undefined} className="h-4 w-4" {...membersOnly} />
            <span aria-hidden="true">Only active and lifetime members may apply</span>
          </span>
        </LabelledControl>
      </AdminFormFrame>
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
