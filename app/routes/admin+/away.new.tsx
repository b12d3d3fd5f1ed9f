import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { InputHTMLAttributes } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { OnceKey } from "~/components/ui/once-key";
import { AdminFormPage } from "~/components/admin/admin-page";
import { awayTexts } from "~/i18n/messages/away";
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
import { parseAllocationForm } from "./__away-forms.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

export const meta: MetaFunction = (args) => titled(m.away_admin_new_title())(args);

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
  const submission = parseAllocationForm(await readFormData(request), branding.timeZone);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const created = await createAllocation(submission.value, admin.id);
  if (!created.ok) {
    const reason = created.reason === "not-away-match" ? awayTexts.notAwayMatch() : awayTexts.matchNotFound();
    return json({ result: submission.reply({ fieldErrors: { eventId: [reason] } }) }, { status: 400 });
  }
  return redirectWithToast(`/admin/away/${created.id}`, {
    type: "success",
    title: m.away_admin_success(),
    description: awayTexts.created(),
  });
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

/**
 * The new ballot form: a plain post without JavaScript (the server checks it and answers with its
 * errors and what was typed). Written without conform's form hook, which would add about 40 KB of
 * JavaScript to this page (the budget is 120 KB).
 */
export default function NewAwayBallotPage() {
  const { matches } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { timeZone, currency } = useBranding();
  const errors: Record<string, string[] | null | undefined> = actionData?.result.error ?? {};
  const values: AwayFormValues = actionData ? ((actionData.result.initialValue ?? {}) as AwayFormValues) : NEW_BALLOT;
  const zone = m.away_admin_zone_hint({ zone: timeZone.replace(/_/g, " ") });
  const described = (name: keyof AwayFormValues) =>
    errors[name]?.length ? { "aria-invalid": true as const, "aria-describedby": `away-${name}-error` } : {};
  const input = (
    name: keyof AwayFormValues,
    label: string,
    type: string,
    extra: InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <Field
      label={label}
      hint={hint}
      errors={errors[name] ?? undefined}
      errorId={`away-${name}-error`}
      inputProps={{ id: `away-${name}`, name, type, defaultValue: values[name] ?? "", ...described(name), ...extra }}
    />
  );
  const select = (name: keyof AwayFormValues, label: string, options: { value: string; label: string }[], hint?: string) => (
    <div className="space-y-1">
      <label htmlFor={`away-${name}`} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <select id={`away-${name}`} name={name} defaultValue={values[name] ?? ""} className={inputClass} {...described(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? <p className="text-xs text-gray-500 dark:text-gray-400">{hint}</p> : null}
      <p id={`away-${name}-error`} className="min-h-[1rem] text-sm text-red-600 dark:text-red-400">
        {errors[name]?.join(" ")}
      </p>
    </div>
  );
  const pending = navigation.state === "submitting";
  return (
    <AdminFormPage back={{ to: "/admin/away", label: m.away_admin_list_title() }} title={m.away_admin_new_title()}>
      <p className="text-gray-600 dark:text-gray-300">{m.away_admin_new_intro()}</p>
      <Form method="post" action="/admin/away/new" className="space-y-1" noValidate>
        <OnceKey />
        {select(
          "eventId",
          m.away_admin_field_match(),
          [
            { value: "", label: m.away_admin_choose_match() },
            ...matches.map((match) => ({ value: String(match.id), label: `${match.title} · ${formatDateTime(match.date, timeZone)}` })),
          ],
          matches.length === 0 ? awayTexts.noAwayMatches() : undefined,
        )}
        <div className="grid gap-x-4 sm:grid-cols-2">
          {input("tickets", m.away_admin_field_tickets(), "number", { min: "1", max: "10000", step: "1", inputMode: "numeric" })}
          {input("price", m.away_admin_field_price({ symbol: currencySymbol(currency) }), "text", {
            inputMode: "decimal",
            placeholder: "35.00",
          })}
        </div>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {input("opensAt", m.away_admin_field_opens(), "datetime-local", {}, zone)}
          {input("closesAt", m.away_admin_field_closes(), "datetime-local", {}, zone)}
        </div>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {input("payHours", m.away_admin_field_pay_hours(), "number", { min: "1", max: "720", step: "1", inputMode: "numeric" })}
          {select(
            "maxPerApplication",
            m.away_admin_field_per_application(),
            [
              { value: "1", label: "1" },
              { value: "2", label: "2" },
            ],
            m.away_admin_per_application_hint(),
          )}
        </div>
        <label className="flex items-center gap-2 py-2 text-sm">
          <input type="checkbox" name="membersOnly" className="h-4 w-4" defaultChecked={values.membersOnly === "on"} />
          {m.away_admin_members_only()}
        </label>
        <div className="pt-2">
          <Button type="submit" disabled={pending}>
            {pending ? m.away_admin_saving() : m.away_admin_create()}
          </Button>
        </div>
      </Form>
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
