import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { richText } from "~/components/ui/rich-text";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { issueLoginCode, checkLoginCode } from "~/models/login-codes.server";
import { findOrCreateEmailUser } from "~/models/users.server";
import { authenticator, getOptionalUser, returnToCookie, safeReturnTo } from "~/utils/auth.server";
import { createUserSession } from "./__sign-in.server";
import { branding } from "~/utils/branding.server";
import { adminEmails, oidcConfig } from "~/utils/env.server";
import { sendMail, mailConfigured } from "~/models/integrations.server";
import { titleFor } from "~/utils/meta";
import { getOidcStrategy } from "~/utils/oidc.server";
import { clientAddress, hitCodeLimit, tooManyAttempts } from "~/utils/rate-limit.server";
import { sessionSecret } from "~/utils/secret.server";
import { readFormData } from "~/utils/request-body.server";
import { allowFormActionOrigin, requireSameOrigin } from "~/utils/security.server";
import { getToast } from "~/utils/toast.server";
import { parseRequestCode, parseVerifyCode } from "~/models/login-codes.schema.server";
import { messageFor } from "~/i18n/message-map";
import { CODE_NOT_SENT, signInCodeMessages } from "~/i18n/messages/auth";
import { readIntent } from "~/utils/intent.server";
import { signInFailures } from "~/utils/metrics.server";

export const meta: MetaFunction = ({ matches }) => [titleFor(matches, m.auth_sign_in_title())];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get("returnTo"));
  if (await getOptionalUser(request)) throw redirect(returnTo);

  if (oidcConfig) {
    // Straight to the provider; the page we came from is remembered for the way back.
    await getOidcStrategy().then((strategy) => authenticator.use(strategy));
    try {
      await authenticator.authenticate("oidc", request);
      throw new Error("The OpenID strategy did not redirect");
    } catch (response) {
      if (!(response instanceof Response)) throw response;
      const location = response.headers.get("Location");
      if (location) allowFormActionOrigin(location);
      response.headers.append("Set-Cookie", await returnToCookie.serialize(returnTo));
      // A toast meant for the sign-in page would otherwise greet the member after the round trip.
      const { headers } = await getToast(request);
      headers?.forEach((value) => response.headers.append("Set-Cookie", value));
      return response;
    }
  }

  const email = url.searchParams.get("email");
  return json({
    step: email ? ("code" as const) : ("email" as const),
    email: email ?? "",
    firstName: url.searchParams.get("firstName") ?? "",
    lastName: url.searchParams.get("lastName") ?? "",
    returnTo,
    mailConfigured,
  });
}

const tooMany = (seconds: number) => tooManyAttempts(seconds, m.auth_sign_in_attempts());

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  if (oidcConfig) return json({ message: m.auth_sign_in_use_provider() }, { status: 400 });
  const formData = await readFormData(request);
  switch (readIntent(formData, ["request-code", "verify-code"])) {
    case "request-code":
      return requestCode(formData, clientAddress(request));
    case "verify-code":
      return verifyCode(request, formData, clientAddress(request));
    case null:
      // The request-code form's reply: its schema names the missing or unknown intent (a 400).
      return json({ result: parseRequestCode(formData).reply() }, { status: 400 });
  }
}

async function verifyCode(request: Request, formData: FormData, ip: string) {
  const submission = parseVerifyCode(formData);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { email, code, firstName, lastName, returnTo } = submission.value;
  const wait = await hitCodeLimit("sign-in-check", { email, ip });
  if (wait) {
    signInFailures.inc({ reason: "rate-limited" });
    return json({ result: submission.reply({ formErrors: [tooMany(wait)] }) }, { status: 429 });
  }

  const check = await checkLoginCode(email, code, sessionSecret);
  if (check !== "ok") {
    signInFailures.inc({ reason: check });
    return json(
      { result: submission.reply({ fieldErrors: { code: [messageFor(signInCodeMessages, { reason: check })] } }) },
      { status: 400 },
    );
  }
  const user = await findOrCreateEmailUser(email, { firstName, lastName }, { adminEmails });
  return createUserSession(request, user.id, safeReturnTo(returnTo));
}

async function requestCode(formData: FormData, ip: string) {
  const submission = parseRequestCode(formData);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { email, firstName, lastName, returnTo } = submission.value;
  const wait = await hitCodeLimit("sign-in-request", { email, ip });
  if (wait) return json({ result: submission.reply({ formErrors: [tooMany(wait)] }) }, { status: 429 });

  const code = await issueLoginCode(email, sessionSecret);
  try {
    await sendMail({
      to: email,
      subject: m.auth_code_mail_subject({ group: branding.groupName, code }),
      text: m.auth_code_mail_text({ group: branding.groupName, code }),
    });
  } catch {
    // The mail server refused twice (the mailer has already tried once more). The failure is on the
    // Integration Status card; the member keeps the form, with what they typed, and can send again.
    return json({ result: submission.reply({ formErrors: [CODE_NOT_SENT()] }) }, { status: 503 });
  }
  const next = new URLSearchParams({ email, returnTo: safeReturnTo(returnTo) });
  if (firstName) next.set("firstName", firstName);
  if (lastName) next.set("lastName", lastName);
  return redirect(`/api/login?${next}`);
}

export default function SignIn() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-md rounded-xl border border-gray-200 p-8 shadow-sm dark:border-gray-700">
      <h1 className="text-2xl font-bold">{m.auth_sign_in_title()}</h1>
      {data.step === "email" ? <RequestCodeForm {...data} /> : <VerifyCodeForm {...data} />}
    </div>
  );
}

type FormProps = ReturnType<typeof useLoaderData<typeof loader>>;

function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  return errors?.length ? (
    <p id={id} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {errors.join(" ")}
    </p>
  ) : null;
}

/**
 * The server's answer to a failed post (conform's reply: what was typed and the messages per
 * field), read without conform's client library: the sign-in page validates on the server only,
 * which keeps its bundle within the 120 KB budget.
 */
type Reply = { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null };

function useReply(formId: string) {
  const data = useActionData<typeof action>();
  const reply = (data && "result" in data ? data.result : undefined) as Reply | undefined;
  const errors = (name: string) => reply?.error?.[name] ?? undefined;
  return {
    formErrors: errors(""),
    typed: (name: string, fallback: string) => {
      const value = reply?.initialValue?.[name];
      return typeof value === "string" ? value : fallback;
    },
    field: (name: string) => {
      const messages = errors(name);
      const id = `${formId}-${name}`;
      return {
        inputProps: {
          id,
          name,
          "aria-invalid": messages?.length ? true : undefined,
          "aria-describedby": messages?.length ? `${id}-error` : undefined,
        },
        errors: messages,
        errorId: `${id}-error`,
      };
    },
  };
}

function RequestCodeForm({ returnTo, email, firstName, lastName }: FormProps) {
  const navigation = useNavigation();
  const reply = useReply("request-code");
  const field = (name: string, fallback: string) => {
    const { inputProps, ...rest } = reply.field(name);
    return { ...rest, inputProps: { ...inputProps, defaultValue: reply.typed(name, fallback) } };
  };
  const emailField = field("email", email);
  const firstNameField = field("firstName", firstName);
  const lastNameField = field("lastName", lastName);
  return (
    <Form method="post" className="mt-6 space-y-3" noValidate aria-describedby={reply.formErrors ? "request-code-errors" : undefined}>
      <p className="text-sm text-gray-600 dark:text-gray-300">{m.auth_sign_in_intro()}</p>
      <FormErrors errors={reply.formErrors} id="request-code-errors" />
      <input type="hidden" name="intent" value="request-code" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Field
        label={m.auth_sign_in_email()}
        {...emailField}
        inputProps={{ ...emailField.inputProps, type: "email", autoComplete: "email", autoFocus: true }}
      />
      <details className="text-sm">
        <summary className="cursor-pointer text-gray-600 dark:text-gray-300">{m.auth_sign_in_add_name()}</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Field
            label={m.auth_sign_in_first_name()}
            {...firstNameField}
            inputProps={{ ...firstNameField.inputProps, type: "text", autoComplete: "given-name" }}
          />
          <Field
            label={m.auth_sign_in_last_name()}
            {...lastNameField}
            inputProps={{ ...lastNameField.inputProps, type: "text", autoComplete: "family-name" }}
          />
        </div>
      </details>
      <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
        {navigation.state === "submitting" ? m.auth_sign_in_sending() : m.auth_sign_in_send_code()}
      </Button>
    </Form>
  );
}

function VerifyCodeForm({ returnTo, email, firstName, lastName, mailConfigured }: FormProps) {
  const navigation = useNavigation();
  const reply = useReply("verify-code");
  const codeField = reply.field("code");
  return (
    <div className="mt-6 space-y-4">
      <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
        {richText((slots) => (mailConfigured ? m.auth_sign_in_code_sent(slots) : m.auth_sign_in_code_logged(slots)), {
          email: <strong>{email}</strong>,
        })}
      </p>
      <Form method="post" className="space-y-3" noValidate aria-describedby={reply.formErrors ? "verify-code-errors" : undefined}>
        <FormErrors errors={reply.formErrors} id="verify-code-errors" />
        <input type="hidden" name="intent" value="verify-code" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="firstName" value={firstName} />
        <input type="hidden" name="lastName" value={lastName} />
        <Field
          label={m.auth_sign_in_code()}
          {...codeField}
          inputProps={{
            ...codeField.inputProps,
            defaultValue: reply.typed("code", ""),
            type: "text",
            inputMode: "numeric",
            autoComplete: "one-time-code",
            maxLength: 6,
            autoFocus: true,
          }}
        />
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? m.auth_sign_in_signing_in() : m.auth_sign_in_title()}
        </Button>
      </Form>
      <p className="text-sm">
        <a
          href={`/api/login?${new URLSearchParams({ returnTo })}`}
          className="font-semibold text-brand-600 hover:underline dark:text-brand-100"
        >
          {m.auth_sign_in_start_over()}
        </a>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/site/route-error-boundary";
