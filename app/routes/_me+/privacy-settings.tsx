import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { flagsSchema } from "~/models/member-settings.schema";
import { LoggedOutNotice } from "~/components/site/delayed-redirect";
import { Button, buttonClass } from "~/components/ui/button";
import { SwitchField } from "~/components/ui/switch";
import { cancelStripeSubscriptions } from "~/models/integrations.server";
import { getMemberSettings, savePrivacySettings } from "~/models/member-settings.server";
import { getOptionalUser, loginPath, requireUser, type User } from "~/utils/auth.server";
import { deleteAccount, isLastAdmin } from "~/models/account-deletion.server";
import { messageFor } from "~/i18n/message-map";
import { deletionMessages } from "~/i18n/messages/profile";
import { UNKNOWN_ACTION } from "~/i18n/messages/common";
import { readIntent } from "~/utils/intent.server";
import { getSession, sessionStorage } from "~/utils/session.server";
import { text } from "~/utils/validation.server";
import { LAST_ADMIN_MESSAGE, LOGGED_OUT } from "~/utils/messages";
import { titled } from "~/utils/meta";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectDocumentWithNotice, redirectWithToast } from "~/utils/toast.server";

const PATH = "/privacy-settings";
const CONFIRM_DELETION_PATH = `${PATH}?confirm=deletion`;
const DOWNLOAD_PATH = `${PATH}/data.json`;
/**
 * The switches, their words as message functions (called when the page renders, in its language).
 */
const SWITCHES = [
  { name: "profileVisibility", label: m.profile_privacy_visibility, description: m.profile_privacy_visibility_about },
  { name: "showEmail", label: m.profile_privacy_show_email, description: m.profile_privacy_show_email_about },
  { name: "showPhoneNumber", label: m.profile_privacy_show_phone, description: m.profile_privacy_show_phone_about },
  { name: "allowMemberContact", label: m.profile_privacy_contact, description: m.profile_privacy_contact_about },
  { name: "shareVolunteerHours", label: m.profile_privacy_hours, description: m.profile_privacy_hours_about },
  { name: "analyticsOptOut", label: m.profile_privacy_analytics, description: m.profile_privacy_analytics_about },
] as const;

/** Away-day ballots: kept apart from Profile visibility, which does not decide what published results show. */
const BALLOT_NAME_SWITCH = {
  name: "showNameOnBallotResults",
  label: m.profile_privacy_ballot_name,
  description: m.profile_privacy_ballot_name_about,
} as const;

const PrivacySettingsSchema = flagsSchema([...SWITCHES.map((item) => item.name), BALLOT_NAME_SWITCH.name]);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) {
    await redirectDocumentWithNotice(request, loginPath(PATH), LOGGED_OUT());
    return json({ loginTo: loginPath(PATH), settings: null, confirmDeletion: false, lastAdmin: false });
  }
  const { privacySettings, showNameOnBallotResults } = await getMemberSettings(user.id);
  const confirmDeletion = new URL(request.url).searchParams.get("confirm") === "deletion";
  return json({
    loginTo: null,
    settings: { ...privacySettings, showNameOnBallotResults },
    confirmDeletion,
    lastAdmin: confirmDeletion && (await isLastAdmin(user)),
  });
}

export const meta = titled(m.profile_privacy_title);

/**
 * The confirmation step's answer: the word DELETE, typed (any case, spaces around ignored). Built
 * when the action runs: `text` comes from a .server module, which is empty in the browser bundle,
 * so calling it at module level broke this route's client-side navigation.
 */
const deletionSchema = () =>
  z.object({
    confirmation: text(m.profile_privacy_confirmation_label, 100).refine((value) => value.toUpperCase() === "DELETE", {
      error: () => m.profile_privacy_confirm_word(),
    }),
  });

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo: PATH });
  const formData = await readFormData(request);
  const intent = readIntent(formData, ["save", "request-deletion", "delete-account"]);
  switch (intent) {
    case "save":
      return saveSettings(user, formData);
    case "request-deletion":
      // Opens the confirmation step (what is deleted and kept, type DELETE); nothing is deleted yet.
      return redirect(CONFIRM_DELETION_PATH);
    case "delete-account":
      return deleteMyAccount(request, user, formData);
    case null:
      return json(
        { form: "unknown" as const, result: { status: "error" as const, error: { "": [UNKNOWN_ACTION()] } }, deletionError: null },
        { status: 400 },
      );
  }
}

async function saveSettings(user: User, formData: FormData) {
  const submission = parseWithZod(formData, { schema: PrivacySettingsSchema });
  if (submission.status !== "success")
    return json({ form: "settings" as const, result: submission.reply(), deletionError: null }, { status: 400 });
  const { showNameOnBallotResults, ...privacySettings } = submission.value;
  await savePrivacySettings(user.id, privacySettings, showNameOnBallotResults);
  return redirectWithToast(PATH, {
    type: "success",
    title: m.profile_privacy_saved_title(),
    description: m.profile_privacy_saved(),
  });
}

/**
 * Deletes the account at once (app/models/account-deletion.server.ts), then signs the member out:
 * the session row is gone with the others, and the cookie is cleared. The toast keeps its known title
 * ('Account Deletion Requested'); its description says what really happened.
 */
async function deleteMyAccount(request: Request, user: User, formData: FormData) {
  const submission = parseWithZod(formData, { schema: deletionSchema() });
  if (submission.status !== "success") {
    return json({ form: "deletion" as const, result: submission.reply(), deletionError: null }, { status: 400 });
  }
  const deleted = await deleteAccount(user.id);
  if (!deleted.ok && deleted.reason === "last-admin") {
    return json(
      { form: "deletion" as const, result: submission.reply(), deletionError: messageFor(deletionMessages, deleted) },
      { status: 409 },
    );
  }
  // After the commit; the account is gone either way (already gone: nothing to cancel), and a
  // failure is logged for an admin to cancel by hand in Stripe's dashboard.
  await cancelStripeSubscriptions(deleted.ok ? deleted.stripeSubscriptionIds : []);
  const session = await getSession(request);
  return redirectWithToast(
    "/",
    {
      type: "success",
      title: m.profile_privacy_deleted_title(),
      description: m.profile_privacy_deleted(),
    },
    { headers: { "Set-Cookie": await sessionStorage.destroySession(session) } },
  );
}

const sectionClass = "rounded-xl border border-gray-200 bg-white p-6 dark:border-gray-700 dark:bg-gray-800";

export default function PrivacySettingsPage() {
  const { loginTo, settings, confirmDeletion, lastAdmin } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state === "submitting" && navigation.formAction?.startsWith(PATH)
      ? String(navigation.formData?.get("intent") ?? "save")
      : null;
  if (loginTo || !settings) {
    return <LoggedOutNotice loginTo={loginTo} />;
  }
  const deletionFailed = actionData?.form === "deletion" ? actionData : null;
  const confirmationError = deletionFailed?.result.error?.confirmation?.[0] ?? null;
  const typedConfirmation = deletionFailed?.result.initialValue?.confirmation;
  const showConfirmation = confirmDeletion || deletionFailed !== null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <p className="text-sm">
          <Link to="/profile" className="text-brand-600 hover:underline dark:text-brand-100">
            {m.profile_back_to_profile()}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold">{m.profile_privacy_title()}</h1>
        <p className="mt-1 text-gray-600 dark:text-gray-300">{m.profile_privacy_intro()}</p>
      </header>
      {actionData?.form === "settings" ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {m.profile_privacy_save_failed()}
        </div>
      ) : null}
      {/* Keyed by the stored values so the switches show what was saved after a JS submission too. */}
      <Form key={JSON.stringify(settings)} method="post" action={PATH} className={`${sectionClass} py-2`}>
        <fieldset className="divide-y divide-gray-200 dark:divide-gray-700">
          <legend className="sr-only">{m.profile_privacy_legend()}</legend>
          {SWITCHES.map((item) => (
            <SwitchField
              key={item.name}
              name={item.name}
              label={item.label()}
              description={item.description()}
              defaultChecked={settings[item.name]}
            />
          ))}
          <SwitchField
            name={BALLOT_NAME_SWITCH.name}
            label={BALLOT_NAME_SWITCH.label()}
            description={BALLOT_NAME_SWITCH.description()}
            defaultChecked={settings.showNameOnBallotResults}
          />
        </fieldset>
        <div className="flex justify-end border-t border-gray-200 py-4 dark:border-gray-700">
          <Button type="submit" name="intent" value="save" disabled={pendingIntent === "save"}>
            {pendingIntent === "save" ? m.profile_form_saving() : m.profile_privacy_save()}
          </Button>
        </div>
      </Form>
      <section aria-labelledby="your-data-heading" className={`${sectionClass} space-y-5`}>
        <h2 id="your-data-heading" className="text-xl font-semibold">
          {m.profile_privacy_your_data()}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h3 className="font-medium">{m.profile_privacy_download_heading()}</h3>
            <p className="text-sm text-gray-600 dark:text-gray-300">{m.profile_privacy_download_about()}</p>
          </div>
          {/* A plain link to a file: it downloads with or without JavaScript. */}
          <a href={DOWNLOAD_PATH} download className={buttonClass("secondary")}>
            {m.profile_privacy_download()}
          </a>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4 border-t border-gray-200 pt-5 dark:border-gray-700">
          <div>
            <h3 className="font-medium">{m.profile_privacy_delete_heading()}</h3>
            <p className="text-sm text-gray-600 dark:text-gray-300">{m.profile_privacy_delete_about()}</p>
          </div>
          {!showConfirmation ? (
            <Form method="post" action={PATH}>
              <Button type="submit" variant="danger" name="intent" value="request-deletion">
                {m.profile_privacy_request_deletion()}
              </Button>
            </Form>
          ) : null}
        </div>
        {showConfirmation ? (
          <div
            role="alertdialog"
            aria-labelledby="confirm-deletion-heading"
            aria-describedby="confirm-deletion-text"
            className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <h3 id="confirm-deletion-heading" className="font-semibold">
              {m.profile_privacy_sure()}
            </h3>
            <div id="confirm-deletion-text" className="mt-1 space-y-2 text-sm">
              <p>{m.profile_privacy_sure_text()}</p>
              <p>
                <strong>{m.profile_privacy_deleted_label()}</strong> {m.profile_privacy_deleted_list()}
              </p>
              <p>
                <strong>{m.profile_privacy_kept_label()}</strong> {m.profile_privacy_kept_list()}
              </p>
            </div>
            {lastAdmin || deletionFailed?.deletionError ? (
              <p role="alert" className="mt-3 text-sm font-semibold">
                {deletionFailed?.deletionError ?? LAST_ADMIN_MESSAGE()}
              </p>
            ) : null}
            <Form method="post" action={PATH} className="mt-4 space-y-3">
              <div>
                <label htmlFor="confirmation" className="block text-sm font-medium">
                  {m.profile_privacy_confirm_word()}
                </label>
                <input
                  id="confirmation"
                  name="confirmation"
                  type="text"
                  autoComplete="off"
                  required
                  defaultValue={typeof typedConfirmation === "string" ? typedConfirmation : ""}
                  aria-invalid={confirmationError ? true : undefined}
                  aria-describedby={confirmationError ? "confirmation-error" : undefined}
                  className="mt-1 block w-full max-w-xs rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
                />
                {confirmationError ? (
                  <p id="confirmation-error" className="mt-1 text-sm font-medium">
                    {confirmationError}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" variant="danger" name="intent" value="delete-account" disabled={pendingIntent === "delete-account"}>
                  {pendingIntent === "delete-account" ? m.profile_privacy_deleting() : m.profile_privacy_delete_confirm()}
                </Button>
                <Link to={PATH} className={buttonClass("secondary")} preventScrollReset>
                  {m.profile_form_cancel()}
                </Link>
              </div>
            </Form>
          </div>
        ) : null}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
