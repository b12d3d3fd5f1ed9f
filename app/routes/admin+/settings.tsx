import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { BackupSummarySection } from "~/components/admin/backup-summary";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { getAppSetting, setAppSetting } from "~/models/app-settings.server";
import { getBackupSummary } from "~/models/backup-schedule.server";
import { requireAdmin } from "~/utils/auth.server";
import { defaultSlackInviteUrl } from "~/utils/env.server";
import { titleFor } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import * as z from "zod";
import { text } from "~/utils/validation.server";
import { readIntent } from "~/utils/intent.server";
import { UNKNOWN_ACTION } from "~/i18n/messages/common";
import * as m from "~/i18n/paraglide/messages/_index.js";

const PATH = "/admin/settings";

/**
 * An https link (stored as the browser would send it: URL.href). Built when the action runs: `text`
 * comes from a .server module, which is empty in the browser bundle.
 */
const slackInviteSchema = () =>
  text(m.admin_settings_slack_field, 2000)
    .min(1, { error: () => m.admin_settings_slack_required() })
    .transform((value, ctx) => {
      try {
        const url = new URL(value);
        if (url.protocol === "https:" && url.hostname.includes(".")) return url.href;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: "custom", message: m.admin_settings_slack_invalid() });
      return z.NEVER;
    });

export const meta: MetaFunction = ({ matches }) => [titleFor(matches, m.admin_settings_title())];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [slackInviteUrl, backups] = await Promise.all([getAppSetting("slack-invite-url"), getBackupSummary()]);
  return json({ slackInviteUrl, defaultSlackInviteUrl, backups });
}

/** Save (intent=save) or clear (intent=clear) the group's Slack invite link. */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const typed = String(form.get("slackInviteUrl") ?? "");
  switch (readIntent(form, ["save", "clear"])) {
    case "save":
      return saveSlackInvite(typed, admin.id);
    case "clear":
      await setAppSetting("slack-invite-url", null, admin.id);
      return redirectWithToast(PATH, { type: "success", title: m.admin_settings_saved(), description: m.admin_settings_slack_cleared() });
    case null:
      return json({ slackInviteUrl: typed, errors: { slackInviteUrl: [UNKNOWN_ACTION()] } }, { status: 400 });
  }
}

async function saveSlackInvite(typed: string, adminId: string) {
  const parsed = slackInviteSchema().safeParse(typed);
  if (!parsed.success) {
    return json({ slackInviteUrl: typed, errors: { slackInviteUrl: parsed.error.issues.map((issue) => issue.message) } }, { status: 400 });
  }
  await setAppSetting("slack-invite-url", parsed.data, adminId);
  return redirectWithToast(PATH, { type: "success", title: m.admin_settings_saved(), description: m.admin_settings_slack_updated() });
}

export default function AdminSettings() {
  const { slackInviteUrl, defaultSlackInviteUrl, backups } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === PATH;
  const errors = actionData?.errors.slackInviteUrl;
  return (
    <AdminFormPage back={{ to: "/admin", label: m.admin_settings_back() }} title={m.admin_settings_title()}>
      <section aria-labelledby="slack-settings" className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
        <h2 id="slack-settings" className="text-lg font-semibold">
          {m.admin_settings_slack_heading()}
        </h2>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
          {m.admin_settings_slack_intro()}{" "}
          {defaultSlackInviteUrl ? m.admin_settings_slack_env_default({ url: defaultSlackInviteUrl }) : m.admin_settings_slack_no_default()}
        </p>
        <Form method="post" action={PATH} className="mt-4 space-y-3" noValidate>
          <Field
            label={m.admin_settings_slack_label()}
            errors={errors}
            errorId="slackInviteUrl-error"
            inputProps={{
              id: "slackInviteUrl",
              name: "slackInviteUrl",
              type: "url",
              inputMode: "url",
              placeholder: "https://join.slack.com/t/…",
              // Keyed so a saved or cleared link shows after a JS submission too; a refused one stays as typed.
              key: actionData ? `typed:${actionData.slackInviteUrl}` : `saved:${slackInviteUrl ?? ""}`,
              defaultValue: actionData ? actionData.slackInviteUrl : (slackInviteUrl ?? ""),
              "aria-invalid": errors?.length ? true : undefined,
              "aria-describedby": errors?.length ? "slackInviteUrl-error" : undefined,
            }}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="save" disabled={saving}>
              {saving ? m.admin_form_saving() : m.admin_settings_save_link()}
            </Button>
            {slackInviteUrl ? (
              <Button type="submit" name="intent" value="clear" variant="secondary" disabled={saving}>
                {m.admin_settings_clear_link()}
              </Button>
            ) : null}
          </div>
        </Form>
      </section>
      <BackupSummarySection backups={backups} />
    </AdminFormPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
