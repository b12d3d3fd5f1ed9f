import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { flagsSchema } from "~/models/member-settings.schema";
import { LoggedOutNotice } from "~/components/site/delayed-redirect";
import { Button } from "~/components/ui/button";
import { SwitchField } from "~/components/ui/switch";
import { getMemberSettings, saveEmailPreferences } from "~/models/member-settings.server";
import { getOptionalUser, loginPath, requireUser } from "~/utils/auth.server";
import { LOGGED_OUT } from "~/utils/messages";
import { titled } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectDocumentWithNotice, redirectWithToast } from "~/utils/toast.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const PATH = "/email-settings";

const SWITCHES = [
  { name: "eventNotifications", label: m.profile_email_events_label, description: m.profile_email_events_about },
  { name: "membershipReminders", label: m.profile_email_membership_label, description: m.profile_email_membership_about },
  { name: "volunteerOpportunities", label: m.profile_email_volunteer_label, description: m.profile_email_volunteer_about },
  { name: "shopPromotions", label: m.profile_email_shop_label, description: m.profile_email_shop_about },
  { name: "ticketAlerts", label: m.profile_email_tickets_label, description: m.profile_email_tickets_about },
  { name: "newsletterUpdates", label: m.profile_email_newsletter_label, description: m.profile_email_newsletter_about },
] as const;

const EmailPreferencesSchema = flagsSchema(SWITCHES.map((item) => item.name));

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) {
    await redirectDocumentWithNotice(request, loginPath(PATH), LOGGED_OUT());
    return json({ loginTo: loginPath(PATH), preferences: null });
  }
  const { emailPreferences } = await getMemberSettings(user.id);
  return json({ loginTo: null, preferences: emailPreferences });
}

export const meta: MetaFunction = (args) => titled(m.profile_email_settings_title())(args);

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo: PATH });
  const submission = parseWithZod(await readFormData(request), { schema: EmailPreferencesSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  await saveEmailPreferences(user.id, submission.value);
  return redirectWithToast(PATH, {
    type: "success",
    title: m.profile_settings_saved_title(),
    description: m.profile_email_settings_saved(),
  });
}

export default function EmailSettingsPage() {
  const { loginTo, preferences } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === PATH;
  if (loginTo || !preferences) {
    return <LoggedOutNotice loginTo={loginTo} />;
  }
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <p className="text-sm">
          <Link to="/profile" className="text-brand-600 hover:underline dark:text-brand-100">
            {m.profile_back_to_profile()}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold">{m.profile_email_settings_title()}</h1>
        <p className="mt-1 text-gray-600 dark:text-gray-300">{m.profile_email_settings_intro()}</p>
      </header>
      {actionData ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {m.profile_email_settings_failed()}
        </div>
      ) : null}
      {/* Keyed by the stored values so the switches show what was saved after a JS submission too. */}
      <Form
        key={JSON.stringify(preferences)}
        method="post"
        action={PATH}
        className="rounded-xl border border-gray-200 bg-white px-6 py-2 dark:border-gray-700 dark:bg-gray-800"
      >
        <fieldset className="divide-y divide-gray-200 dark:divide-gray-700">
          <legend className="sr-only">{m.profile_email_settings_legend()}</legend>
          {SWITCHES.map((item) => (
            <SwitchField
              key={item.name}
              name={item.name}
              label={item.label()}
              description={item.description()}
              defaultChecked={preferences[item.name]}
            />
          ))}
        </fieldset>
        <div className="flex justify-end border-t border-gray-200 py-4 dark:border-gray-700">
          <Button type="submit" disabled={saving}>
            {saving ? m.profile_form_saving() : m.profile_email_settings_save()}
          </Button>
        </div>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
