import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { flagsSchema } from "~/utils/flags-schema";
import { LoggedOutNotice } from "~/components/delayed-redirect";
import { Button, buttonClass } from "~/components/ui/button";
import { SwitchField } from "~/components/ui/switch";
import { getMemberSettings, savePrivacySettings } from "~/models/member-settings.server";
import { getOptionalUser, loginPath, requireUser, type User } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { sendMail } from "~/utils/mailer.server";
import { fullName } from "~/utils/membership";
import { LOGGED_OUT } from "~/utils/messages";
import { titled } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectDocumentWithNotice, redirectWithToast } from "~/utils/toast.server";

const PATH = "/privacy-settings";
const CONFIRM_DELETION_PATH = `${PATH}?confirm=deletion`;

const SWITCHES = [
  { name: "profileVisibility", label: "Profile visibility", description: "Let other members see your profile." },
  { name: "showEmail", label: "Show email address", description: "Show your email address to other members." },
  { name: "showPhoneNumber", label: "Show phone number", description: "Show your phone number to other members." },
  { name: "allowMemberContact", label: "Allow member contact", description: "Let other members get in touch with you." },
  { name: "shareVolunteerHours", label: "Share volunteer hours", description: "Include your volunteer hours when the group thanks its volunteers." },
  { name: "analyticsOptOut", label: "Opt out of analytics", description: "Leave your visits out of our usage statistics." },
] as const;

const PrivacySettingsSchema = flagsSchema(SWITCHES.map((item) => item.name));

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) {
    await redirectDocumentWithNotice(request, loginPath(PATH), LOGGED_OUT);
    return json({ loginTo: loginPath(PATH), settings: null, confirmDeletion: false });
  }
  const { privacySettings } = await getMemberSettings(user.id);
  const confirmDeletion = new URL(request.url).searchParams.get("confirm") === "deletion";
  return json({ loginTo: null, settings: privacySettings, confirmDeletion });
}

export const meta = titled("Privacy Settings");

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo: PATH });
  const formData = await readFormData(request);
  switch (formData.get("intent")) {
    case "request-download":
      return requestData(user, "download");
    case "request-deletion":
      // Without the confirmation step's answer, show the step; nothing is sent yet.
      if (formData.get("confirm") !== "yes") return redirect(CONFIRM_DELETION_PATH);
      return requestData(user, "deletion");
    default:
      return saveSettings(user, formData);
  }
}

async function saveSettings(user: User, formData: FormData) {
  const submission = parseWithZod(formData, { schema: PrivacySettingsSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  await savePrivacySettings(user.id, submission.value);
  return redirectWithToast(PATH, {
    type: "success",
    title: "Settings Saved",
    description: "Your privacy preferences have been updated.",
  });
}

const REQUESTS = {
  download: {
    subject: "Data export request",
    body: "asks for a copy of the personal data the group holds about them. Please send it to the email address above within 24 hours.",
    toast: { title: "Data Export Requested", description: "You will receive an email with your data within 24 hours." },
  },
  deletion: {
    subject: "Account deletion request",
    body: "asks for their account and personal data to be deleted. Please contact them to complete this process.",
    toast: { title: "Account Deletion Requested", description: "Please contact support to complete this process." },
  },
} as const;

/** The group handles these by hand: the request goes to its contact address, naming the member. */
async function requestData(user: User, kind: keyof typeof REQUESTS) {
  const request = REQUESTS[kind];
  const name = fullName({ firstName: user.firstName, lastName: user.lastName });
  try {
    await sendMail({
      to: branding.contactEmail,
      subject: `${request.subject}: ${name} (${user.id})`,
      text: [
        `${request.subject}`,
        "",
        `Member id: ${user.id}`,
        `Name: ${name}`,
        `Email: ${user.email ?? "(none on file)"}`,
        `Requested at: ${new Date().toISOString()}`,
        "",
        `The member ${request.body}`,
      ].join("\n"),
    });
  } catch (error) {
    console.error(`Sending the ${kind} request of member ${user.id} failed:`, error);
    return redirectWithToast(PATH, {
      type: "error",
      title: "Error",
      description: "Your request could not be sent. Please try again.",
    });
  }
  return redirectWithToast(PATH, { type: "success", ...request.toast });
}

const sectionClass = "rounded-xl border border-gray-200 bg-white p-6 dark:border-gray-700 dark:bg-gray-800";

export default function PrivacySettingsPage() {
  const { loginTo, settings, confirmDeletion } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state === "submitting" && navigation.formAction?.startsWith(PATH)
      ? String(navigation.formData?.get("intent") ?? "save")
      : null;
  if (loginTo || !settings) {
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
        <h1 className="mt-2 text-3xl font-bold">Privacy Settings</h1>
        <p className="mt-1 text-gray-600 dark:text-gray-300">Decide what other members see and what happens to your data.</p>
      </header>
      {actionData ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          Your privacy settings could not be saved. Please try again.
        </div>
      ) : null}
      {/* Keyed by the stored values so the switches show what was saved after a JS submission too. */}
      <Form key={JSON.stringify(settings)} method="post" action={PATH} className={`${sectionClass} py-2`}>
        <fieldset className="divide-y divide-gray-200 dark:divide-gray-700">
          <legend className="sr-only">Privacy</legend>
          {SWITCHES.map((item) => (
            <SwitchField key={item.name} {...item} defaultChecked={settings[item.name]} />
          ))}
        </fieldset>
        <div className="flex justify-end border-t border-gray-200 py-4 dark:border-gray-700">
          <Button type="submit" name="intent" value="save" disabled={pendingIntent === "save"}>
            {pendingIntent === "save" ? "Saving..." : "Save Privacy Settings"}
          </Button>
        </div>
      </Form>
      <section aria-labelledby="your-data-heading" className={`${sectionClass} space-y-5`}>
        <h2 id="your-data-heading" className="text-xl font-semibold">
          Your data
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h3 className="font-medium">Download your data</h3>
            <p className="text-sm text-gray-600 dark:text-gray-300">Get a copy of the personal data we hold about you.</p>
          </div>
          <Form method="post" action={PATH}>
            <Button type="submit" variant="secondary" name="intent" value="request-download" disabled={pendingIntent === "request-download"}>
              {pendingIntent === "request-download" ? "Requesting..." : "Request Download"}
            </Button>
          </Form>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4 border-t border-gray-200 pt-5 dark:border-gray-700">
          <div>
            <h3 className="font-medium">Delete your account</h3>
            <p className="text-sm text-gray-600 dark:text-gray-300">Ask us to close your account and delete your personal data.</p>
          </div>
          {!confirmDeletion ? (
            <Form method="post" action={PATH}>
              <Button type="submit" variant="danger" name="intent" value="request-deletion">
                Request Deletion
              </Button>
            </Form>
          ) : null}
        </div>
        {confirmDeletion ? (
          <div
            role="alertdialog"
            aria-labelledby="confirm-deletion-heading"
            aria-describedby="confirm-deletion-text"
            className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <h3 id="confirm-deletion-heading" className="font-semibold">
              Are you sure?
            </h3>
            <p id="confirm-deletion-text" className="mt-1 text-sm">
              We will ask the group to delete your account and personal data. Once deleted, it cannot be restored.
            </p>
            <Form method="post" action={PATH} className="mt-4 flex flex-wrap gap-3">
              <input type="hidden" name="confirm" value="yes" />
              <Button type="submit" variant="danger" name="intent" value="request-deletion" disabled={pendingIntent === "request-deletion"}>
                {pendingIntent === "request-deletion" ? "Requesting..." : "Yes, request deletion"}
              </Button>
              <Link to={PATH} className={buttonClass("secondary")} preventScrollReset>
                Cancel
              </Link>
            </Form>
          </div>
        ) : null}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
