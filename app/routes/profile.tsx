import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useEffect } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { DelayedRedirect } from "~/components/delayed-redirect";
import { showToast } from "~/components/toaster";
import { Avatar } from "~/components/ui/avatar";
import { Button, buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { EmailTakenError, updateProfile } from "~/models/users.server";
import { getOptionalUser, loginPath, requireUser } from "~/utils/auth.server";
import { fullName } from "~/utils/membership";
import { PROFILE_LOGGED_OUT, PROFILE_LOGIN_DELAY_MS } from "~/utils/messages";
import { signInNoticeMeta } from "~/utils/meta";
import { PROFILE_REQUIRED_MESSAGE, ProfileSchema } from "~/utils/profile-schema";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) return json({ user: null, loginTo: loginPath("/profile") });
  return json({
    loginTo: null,
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      profileImageUrl: user.profileImageUrl,
    },
  });
}

export const meta = signInNoticeMeta("Profile", PROFILE_LOGIN_DELAY_MS);

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { returnTo: "/profile" });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    await updateProfile(user.id, submission.value);
  } catch (error) {
    if (error instanceof EmailTakenError) {
      return json({ result: submission.reply({ fieldErrors: { email: [error.message] } }) }, { status: 400 });
    }
    console.error("Profile update failed:", error);
    return json({ result: submission.reply({ formErrors: [UPDATE_FAILED.message] }) }, { status: 500 });
  }
  return redirectWithToast("/profile", {
    type: "success",
    title: "Profile Updated",
    description: "Your profile has been successfully updated.",
  });
}

const UPDATE_FAILED = { title: "Update Failed", message: "Failed to update profile." };

export default function ProfilePage() {
  const data = useLoaderData<typeof loader>();
  if (!data.user) {
    return (
      <DelayedRedirect
        to={data.loginTo ?? "/api/login"}
        delayMs={PROFILE_LOGIN_DELAY_MS}
        title={PROFILE_LOGGED_OUT.title}
        message={PROFILE_LOGGED_OUT.message}
      />
    );
  }
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <h1 className="text-3xl font-bold">Profile</h1>
      <ProfileOverview user={data.user} />
    </div>
  );
}

type ProfileUser = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["user"]>;

function ProfileOverview({ user }: { user: ProfileUser }) {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  // The edit toggle is a link (?edit), so it works without JavaScript; a failed save stays open.
  const editing = searchParams.has("edit") || Boolean(actionData);
  return (
    <section aria-labelledby="overview-heading" className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
      <h2 id="overview-heading" className="sr-only">
        Overview
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar user={user} size="lg" />
        <div className="flex-1">
          <p className="text-xl font-semibold">{fullName(user)}</p>
          <p className="text-gray-600 dark:text-gray-300">{user.email}</p>
        </div>
        {!editing ? (
          <Link to="?edit" className={buttonClass("secondary")} preventScrollReset>
            Edit Profile
          </Link>
        ) : null}
      </div>
      {editing ? <ProfileForm user={user} /> : null}
    </section>
  );
}

function ProfileForm({ user }: { user: ProfileUser }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: `profile-${user.id}`,
    lastResult: actionData?.result,
    defaultValue: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      email: user.email ?? "",
      profileImageUrl: user.profileImageUrl ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // Blank required fields get the spec's 'Validation Error' notice, from the server's answer or the
  // browser's own check alike; other mistakes show only next to their field.
  const blank = [fields.firstName, fields.lastName, fields.email].some((field) =>
    field.errors?.some((message) => message.endsWith("is required")),
  );
  const notice = blank
    ? { title: "Validation Error", message: PROFILE_REQUIRED_MESSAGE }
    : form.errors?.length
      ? UPDATE_FAILED
      : null;
  useEffect(() => {
    if (notice) showToast({ type: "error", title: notice.title, description: notice.message });
  }, [notice?.title]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Form method="post" action="/profile?edit" className="mt-6 space-y-2" {...getFormProps(form)}>
      {notice ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">{notice.title}</p>
          <p>{notice.message}</p>
        </div>
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="First name" inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }} errors={fields.firstName.errors} errorId={fields.firstName.errorId} />
        <Field label="Last name" inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }} errors={fields.lastName.errors} errorId={fields.lastName.errorId} />
      </div>
      <Field label="Email" inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} errors={fields.email.errors} errorId={fields.email.errorId} />
      <Field
        label="Profile image URL"
        inputProps={{ ...getInputProps(fields.profileImageUrl, { type: "url" }), placeholder: "https://…" }}
        errors={fields.profileImageUrl.errors}
        errorId={fields.profileImageUrl.errorId}
        hint="Optional. Leave empty to show your initials."
      />
      <div className="flex gap-3 pt-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Changes"}
        </Button>
        <Link to="/profile" className={buttonClass("secondary")} preventScrollReset>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
