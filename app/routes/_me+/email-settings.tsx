import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
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

const PATH = "/email-settings";

const SWITCHES = [
  { name: "eventNotifications", label: "Event notifications", description: "New matches, watch parties and community events." },
  { name: "membershipReminders", label: "Membership reminders", description: "Renewal dates and changes to your membership." },
  { name: "volunteerOpportunities", label: "Volunteer opportunities", description: "New shifts where the group needs a hand." },
  { name: "shopPromotions", label: "Shop promotions", description: "New merchandise and occasional offers from the shop." },
  { name: "ticketAlerts", label: "Ticket alerts", description: "New listings on the ticket exchange." },
  { name: "newsletterUpdates", label: "Newsletter updates", description: "The group's newsletter with news from the board." },
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

export const meta = titled("Email Preferences");

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo: PATH });
  const submission = parseWithZod(await readFormData(request), { schema: EmailPreferencesSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  await saveEmailPreferences(user.id, submission.value);
  return redirectWithToast(PATH, {
    type: "success",
    title: "Settings Saved",
    description: "Your email preferences have been updated.",
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
            ← Back to profile
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold">Email Preferences</h1>
        <p className="mt-1 text-gray-600 dark:text-gray-300">Choose which emails you get from us.</p>
      </header>
      {actionData ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          Your preferences could not be saved. Please try again.
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
          <legend className="sr-only">Emails you receive</legend>
          {SWITCHES.map((item) => (
            <SwitchField key={item.name} {...item} defaultChecked={preferences[item.name]} />
          ))}
        </fieldset>
        <div className="flex justify-end border-t border-gray-200 py-4 dark:border-gray-700">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save Preferences"}
          </Button>
        </div>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
