import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { EmailCodeSchema } from "~/models/email-change.schema";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * The profile's pending email change: the address waiting for proof, the code field, and ways to
 * get a new code or drop the change. Plain forms posting to /profile, so it works without JS.
 */
export function PendingEmailChange({
  userId,
  email,
  pendingEmail,
  lastResult,
}: {
  userId: string;
  email: string | null;
  pendingEmail: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  const [form, fields] = useForm({
    id: `email-code-${userId}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EmailCodeSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section
      aria-labelledby="pending-email-heading"
      className="mt-6 space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h3 id="pending-email-heading" className="font-semibold">
        {m.profile_pending_heading({ email: pendingEmail })}
      </h3>
      <p className="text-sm">{m.profile_pending_text({ pending: pendingEmail, email: email ?? m.profile_email_unset() })}</p>
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {form.errors.join(" ")}
        </p>
      ) : null}
      <Form method="post" action="/profile" className="flex flex-wrap items-start gap-3" {...getFormProps(form)}>
        <div className="w-48">
          <Field
            label={m.profile_pending_code_label()}
            inputProps={{
              ...getInputProps(fields.code, { type: "text" }),
              inputMode: "numeric",
              autoComplete: "one-time-code",
              maxLength: 6,
            }}
            errors={fields.code.errors}
            errorId={fields.code.errorId}
          />
        </div>
        <Button type="submit" name="intent" value="confirm-email" className="mt-6" disabled={Boolean(busy)}>
          {busy === "confirm-email" ? m.profile_pending_confirming() : m.profile_pending_confirm()}
        </Button>
      </Form>
      <Form method="post" action="/profile" className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="resend-email-code" variant="secondary" disabled={Boolean(busy)}>
          {busy === "resend-email-code" ? m.profile_pending_sending() : m.profile_pending_resend()}
        </Button>
        <Button type="submit" name="intent" value="cancel-email-change" variant="secondary" disabled={Boolean(busy)}>
          {busy === "cancel-email-change" ? m.profile_pending_cancelling() : m.profile_pending_cancel()}
        </Button>
      </Form>
    </section>
  );
}
