import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { BackupSummarySection } from "~/components/admin/backup-summary";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { getAppSetting, setAppSetting } from "~/models/app-settings.server";
import { getBackupSummary } from "~/models/backup-schedule.server";
import { requireAdmin } from "~/utils/auth.server";
import { defaultSlackInviteUrl } from "~/utils/env.server";
import { titled } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import * as z from "zod";
import { text } from "~/utils/validation.server";
import { readIntent } from "~/utils/intent.server";
import { UNKNOWN_ACTION } from "~/i18n/messages/common";

const PATH = "/admin/settings";

/**
 * An https link (stored as the browser would send it: URL.href). Built when the action runs: `text`
 * comes from a .server module, which is empty in the browser bundle.
 */
const slackInviteSchema = () =>
  text("The Slack invite link", 2000)
    .min(1, "Enter the Slack invite link.")
    .transform((value, ctx) => {
      try {
        const url = new URL(value);
        if (url.protocol === "https:" && url.hostname.includes(".")) return url.href;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: "custom", message: "Enter a full https:// link, e.g. https://join.slack.com/t/…" });
      return z.NEVER;
    });

export const meta = titled("Settings");

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
      return redirectWithToast(PATH, { type: "success", title: "Settings Saved", description: "The Slack invite link was cleared." });
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
  return redirectWithToast(PATH, { type: "success", title: "Settings Saved", description: "The Slack invite link was updated." });
}

export default function AdminSettings() {
  const { slackInviteUrl, defaultSlackInviteUrl, backups } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === PATH;
  const errors = actionData?.errors.slackInviteUrl;
  return (
    <AdminFormPage back={{ to: "/admin", label: "Back to dashboard" }} title="Settings">
      <section aria-labelledby="slack-settings" className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
        <h2 id="slack-settings" className="text-lg font-semibold">
          Slack team chat
        </h2>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
          Members who press Refresh Slack Invite on their profile are emailed this link.{" "}
          {defaultSlackInviteUrl
            ? `Without one here, the server's SLACK_INVITE_URL is sent (${defaultSlackInviteUrl}).`
            : "Without one here (and without SLACK_INVITE_URL on the server), no invite can be sent."}
        </p>
        <Form method="post" action={PATH} className="mt-4 space-y-3" noValidate>
          <Field
            label="Slack invite link"
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
              {saving ? "Saving..." : "Save link"}
            </Button>
            {slackInviteUrl ? (
              <Button type="submit" name="intent" value="clear" variant="secondary" disabled={saving}>
                Clear link
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
