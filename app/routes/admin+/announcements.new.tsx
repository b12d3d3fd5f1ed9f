import { MEMBERSHIP_STATUSES } from "../../../db/enums";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { OnceKey } from "~/components/ui/once-key";
import { UNKNOWN_ACTION } from "~/i18n/messages/common";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { AUDIENCE_KINDS } from "~/models/announcements";
import { countAudience, createAnnouncement, linkTargetExists, listAudienceTargets } from "~/models/announcements.server";
import { membershipStatusLabel } from "~/models/membership";
import { MEMBERSHIP_TIERS } from "~/models/membership-plans";
import { onceOnly } from "~/models/request-keys.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { branding } from "~/utils/branding.server";
import { formatDateTime } from "~/utils/dates";
import { appOrigin } from "~/utils/env.server";
import { formatNumber } from "~/utils/format";
import { readIntent } from "~/utils/intent.server";
import { titled } from "~/utils/meta";
import { parseId } from "~/utils/validation.server";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseAnnouncementForm, parseAudienceForm } from "./__announcement-form.server";

export const meta: MetaFunction = (args) => titled(m.news_admin_new_title())(args);

/** The ids a link may preset ("Announce" on the admin's event list): `?audience=event-rsvps&rsvpEventId=12`. */
const PRESET_IDS = ["rsvpEventId", "crewEventId", "opportunityId", "applicantsBallotId", "winnersBallotId"] as const;

/**
 * The form, with the chooser's events, shifts and ballots. A link can preset the audience; its
 * target is offered even when it is outside the chooser's window.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const preset: Values = {};
  const audience = search.get("audience");
  if (audience && (AUDIENCE_KINDS as readonly string[]).includes(audience)) preset.audience = audience;
  for (const name of PRESET_IDS) {
    const id = parseId(search.get(name));
    if (id !== null) preset[name] = String(id);
  }
  const idOf = (...names: (typeof PRESET_IDS)[number][]) => names.map((name) => Number(preset[name]) || undefined).find(Boolean);
  const targets = await listAudienceTargets({
    include: {
      eventId: idOf("rsvpEventId", "crewEventId"),
      opportunityId: idOf("opportunityId"),
      allocationId: idOf("applicantsBallotId", "winnersBallotId"),
    },
  });
  return json({ targets, preset });
}

/** A count (the chooser's fetcher) changes nothing the page shows from its loader. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "count" ? false : defaultShouldRevalidate;

type Values = Record<string, string | string[] | undefined>;

/** What was posted, as the form shows it again (ticked boxes as lists); the one-time key is the form's own. */
function postedValues(formData: FormData): Values {
  const values: Values = {};
  for (const name of new Set(formData.keys())) {
    if (name === "_key" || name === "intent") continue;
    values[name] = name === "statuses" || name === "tiers" ? formData.getAll(name).map(String) : String(formData.get(name) ?? "");
  }
  return values;
}

type Reply = { values: Values; errors: Record<string, string[]>; count: number | null };

const reply = (values: Values, errors: Record<string, string[] | null> | undefined, count: number | null, status = 200) => {
  const kept: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) if (messages?.length) kept[field] = messages;
  return json<Reply>({ values, errors: kept, count }, { status });
};

/**
 * Two buttons, one form. "Count recipients" (also the page's fetcher, as the audience changes)
 * reads only the audience and answers with the number; it writes nothing, so it takes no one-time
 * key. "Send" checks everything, the link's page among it, and writes the announcement once per key
 * (a double press sends once), queued at once when due now; then Post/Redirect/Get to the list.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const admin = await requireAdmin(request);
  const formData = await readFormData(request.clone());
  const intent = readIntent(formData, ["count", "send"]);
  if (!intent) return json({ message: UNKNOWN_ACTION() }, { status: 400 });
  const values = postedValues(formData);
  if (intent === "count") {
    const submission = parseAudienceForm(formData);
    if (submission.status !== "success") return reply(values, submission.reply().error, null, 400);
    return reply(values, undefined, await countAudience(submission.value.audienceChoice));
  }
  return onceOnly(request, async () => {
    const now = new Date();
    const submission = parseAnnouncementForm(formData, branding.timeZone, appOrigin, now);
    if (submission.status !== "success") return reply(values, submission.reply().error, null, 400);
    const { title, body, link, visibility, when, sendAt, audienceChoice } = submission.value;
    if (link && !(await linkTargetExists(link))) return reply(values, { link: [m.news_admin_link_missing()] }, null, 400);
    const count = await countAudience(audienceChoice);
    if (when === "now" && count === 0) return reply(values, { audience: [m.news_admin_audience_empty()] }, 0, 400);
    const created = await createAnnouncement(
      {
        title,
        body,
        linkPath: link ?? null,
        audience: audienceChoice,
        isPublic: visibility === "public",
        sendAt: when === "later" && sendAt ? sendAt : now,
        createdBy: admin.id,
      },
      now,
    );
    return redirectWithToast("/admin/announcements", {
      type: "success",
      title: m.news_admin_saved_title(),
      description:
        created.recipients !== null
          ? m.news_admin_sent({ count: created.recipients, formatted: formatNumber(created.recipients) })
          : m.news_admin_scheduled({ when: formatDateTime(sendAt ?? now, branding.timeZone) }),
    });
  });
}

const NEW_VALUES: Values = { audience: "everyone", statuses: ["active", "lifetime"], visibility: "members", when: "now", months: "6" };

const AUDIENCE_LABELS: Record<(typeof AUDIENCE_KINDS)[number], () => string> = {
  everyone: m.news_admin_audience_everyone,
  members: m.news_admin_audience_members,
  "event-rsvps": m.news_admin_audience_event_rsvps,
  "shift-crew": m.news_admin_audience_shift_crew,
  "event-crews": m.news_admin_audience_event_crews,
  "ballot-applicants": m.news_admin_audience_ballot_applicants,
  "ballot-winners": m.news_admin_audience_ballot_winners,
  volunteers: m.news_admin_audience_volunteers,
  admins: m.news_admin_audience_admins,
};

const AUDIENCE_FIELDS = new Set([
  "audience",
  "statuses",
  "tiers",
  "rsvpEventId",
  "opportunityId",
  "crewEventId",
  "applicantsBallotId",
  "winnersBallotId",
  "months",
]);

/**
 * The new announcement: what it says, who gets it (with how many members that is now), and when.
 * A plain form post without JavaScript, where "Count recipients" is a button; with it, the count
 * follows each change of the audience. Written without conform's form hook, which would add about
 * 40 KB of JavaScript to the page.
 */
export default function NewAnnouncementPage() {
  const { targets, preset } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const counter = useFetcher<typeof action>();
  const navigation = useNavigation();
  const { timeZone } = useBranding();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const answered = actionData && "values" in actionData ? actionData : null;
  const errors = answered?.errors ?? {};
  const values = answered?.values ?? { ...NEW_VALUES, ...preset };
  const counted = counter.data && "count" in counter.data ? counter.data : answered;
  const value = (name: string) => {
    const found = values[name];
    return typeof found === "string" ? found : "";
  };
  const ticked = (name: string, option: string) => {
    const found = values[name];
    return Array.isArray(found) ? found.includes(option) : found === option;
  };
  const described = (name: string) =>
    errors[name]?.length ? { "aria-invalid": true as const, "aria-describedby": `news-${name}-error` } : {};
  const errorLine = (name: string) => (
    <p
      id={`news-${name}-error`}
      className="min-h-[1rem] text-sm text-red-600 dark:text-red-400"
      role={errors[name]?.length ? "alert" : undefined}
    >
      {errors[name]?.join(" ")}
    </p>
  );

  function recount(event: React.FormEvent<HTMLFormElement>) {
    const changed = event.target as HTMLInputElement;
    if (!AUDIENCE_FIELDS.has(changed.name) || !form.current) return;
    clearTimeout(timer.current);
    const data = new FormData(form.current);
    data.set("intent", "count");
    data.delete("_key");
    timer.current = setTimeout(() => counter.submit(data, { method: "post", action: "/admin/announcements/new" }), 250);
  }

  const select = (name: string, label: string, options: { id: number; title: string; date: string }[], empty: string) => (
    <div className="mt-1 space-y-1 pl-6">
      <label htmlFor={`news-${name}`} className="sr-only">
        {label}
      </label>
      <select id={`news-${name}`} name={name} defaultValue={value(name)} className={inputClass} {...described(name)}>
        <option value="">{options.length === 0 ? empty : label}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {`${option.title} · ${formatDateTime(option.date, timeZone)}`}
          </option>
        ))}
      </select>
      {errorLine(name)}
    </div>
  );

  const choices: Partial<Record<(typeof AUDIENCE_KINDS)[number], ReactNode>> = {
    members: (
      <div className="mt-1 space-y-2 pl-6">
        <fieldset>
          <legend className="text-sm font-medium">{m.news_admin_field_statuses()}</legend>
          <div className="flex flex-wrap gap-x-4">
            {MEMBERSHIP_STATUSES.map((status) => (
              <label key={status} className="flex items-center gap-2 py-1 text-sm">
                <input type="checkbox" name="statuses" value={status} defaultChecked={ticked("statuses", status)} className="h-4 w-4" />
                {membershipStatusLabel(status)}
              </label>
            ))}
          </div>
          {errorLine("statuses")}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium">{m.news_admin_field_tiers()}</legend>
          <div className="flex flex-wrap gap-x-4">
            {MEMBERSHIP_TIERS.map((tier) => (
              <label key={tier.id} className="flex items-center gap-2 py-1 text-sm">
                <input type="checkbox" name="tiers" value={tier.id} defaultChecked={ticked("tiers", tier.id)} className="h-4 w-4" />
                {tier.name}
              </label>
            ))}
          </div>
          <p className="text-xs text-gray-600 dark:text-gray-300">{m.news_admin_tiers_hint()}</p>
        </fieldset>
      </div>
    ),
    "event-rsvps": select("rsvpEventId", m.news_admin_choose_event(), targets.events, m.news_admin_no_events()),
    "shift-crew": select("opportunityId", m.news_admin_choose_shift(), targets.shifts, m.news_admin_no_shifts()),
    "event-crews": select("crewEventId", m.news_admin_choose_event(), targets.events, m.news_admin_no_events()),
    "ballot-applicants": select("applicantsBallotId", m.news_admin_choose_ballot(), targets.ballots, m.news_admin_no_ballots()),
    "ballot-winners": select("winnersBallotId", m.news_admin_choose_ballot(), targets.ballots, m.news_admin_no_ballots()),
    volunteers: (
      <div className="mt-1 max-w-xs pl-6">
        <Field
          label={m.news_admin_field_months()}
          errors={errors.months}
          errorId="news-months-error"
          inputProps={{
            id: "news-months",
            name: "months",
            type: "number",
            min: "1",
            max: "120",
            step: "1",
            inputMode: "numeric",
            defaultValue: value("months"),
            ...described("months"),
          }}
        />
      </div>
    ),
  };

  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const count = counter.state === "idle" && counted ? counted.count : null;
  return (
    <AdminFormPage back={{ to: "/admin/announcements", label: m.news_admin_list_title() }} title={m.news_admin_new_title()}>
      <p className="text-gray-600 dark:text-gray-300">{m.news_admin_new_intro()}</p>
      <Form ref={form} method="post" action="/admin/announcements/new" className="space-y-4" noValidate onChange={recount}>
        <OnceKey />
        <Field
          label={m.news_admin_field_title()}
          errors={errors.title}
          errorId="news-title-error"
          inputProps={{ id: "news-title", name: "title", maxLength: 200, defaultValue: value("title"), ...described("title") }}
        />
        <div className="space-y-1">
          <label htmlFor="news-body" className="block text-sm font-medium text-gray-800 dark:text-gray-200">
            {m.news_admin_field_body()}
          </label>
          <textarea id="news-body" name="body" rows={8} defaultValue={value("body")} className={inputClass} {...described("body")} />
          <p className="text-xs text-gray-600 dark:text-gray-300">{m.news_admin_body_hint()}</p>
          {errorLine("body")}
        </div>
        <Field
          label={m.news_admin_field_link()}
          hint={m.news_admin_link_hint()}
          errors={errors.link}
          errorId="news-link-error"
          inputProps={{ id: "news-link", name: "link", defaultValue: value("link"), placeholder: "/events/12", ...described("link") }}
        />
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">{m.news_admin_field_visibility()}</legend>
          <RadioRow name="visibility" value="members" checked={value("visibility") !== "public"}>
            {m.news_admin_visibility_members()}
          </RadioRow>
          <RadioRow name="visibility" value="public" checked={value("visibility") === "public"}>
            {m.news_admin_visibility_public()}
          </RadioRow>
          {errorLine("visibility")}
        </fieldset>
        <fieldset className="space-y-1 rounded-lg border border-gray-200 p-4 dark:border-gray-700" aria-describedby="news-count">
          <legend className="px-1 text-sm font-semibold">{m.news_admin_field_audience()}</legend>
          {AUDIENCE_KINDS.map((kind) => (
            <div key={kind}>
              <RadioRow name="audience" value={kind} checked={value("audience") === kind}>
                {AUDIENCE_LABELS[kind]()}
              </RadioRow>
              {choices[kind] ?? null}
            </div>
          ))}
          {errorLine("audience")}
          <div className="flex flex-wrap items-center gap-3 pt-2">
            <Button type="submit" name="intent" value="count" variant="secondary">
              {m.news_admin_count()}
            </Button>
            <p id="news-count" aria-live="polite" className="text-sm font-semibold" data-testid="audience-count">
              {count !== null ? m.news_admin_count_result({ count, formatted: formatNumber(count) }) : ""}
            </p>
          </div>
        </fieldset>
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">{m.news_admin_field_when()}</legend>
          <RadioRow name="when" value="now" checked={value("when") !== "later"}>
            {m.news_admin_when_now()}
          </RadioRow>
          <RadioRow name="when" value="later" checked={value("when") === "later"}>
            {m.news_admin_when_later()}
          </RadioRow>
          <div className="max-w-xs pl-6">
            <Field
              label={m.news_admin_field_send_at()}
              hint={m.news_admin_zone_hint({ zone: timeZone.replace(/_/g, " ") })}
              errors={errors.sendAt}
              errorId="news-sendAt-error"
              inputProps={{
                id: "news-sendAt",
                name: "sendAt",
                type: "datetime-local",
                defaultValue: value("sendAt"),
                ...described("sendAt"),
              }}
            />
          </div>
        </fieldset>
        <div className="pt-2">
          <Button type="submit" name="intent" value="send" disabled={sending}>
            {sending ? m.news_admin_sending() : m.news_admin_send()}
          </Button>
        </div>
      </Form>
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";

/** One choice of a radio group: the button, then its words, on one line. */
function RadioRow({ name, value, checked, children }: { name: string; value: string; checked: boolean; children: ReactNode }) {
  return (
    <label className="flex items-center gap-2 py-1 text-sm">
      <input type="radio" name={name} value={value} defaultChecked={checked} className="h-4 w-4" />
      {children}
    </label>
  );
}
