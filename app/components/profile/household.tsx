import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Button, buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { FamilyMember } from "~/models/family.server";
import { FamilyMemberSchema } from "~/models/profile.schema";
import { OnceKey } from "~/components/ui/once-key";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * The member's household (saved on the server): the list with a Remove button each, and the Add Family Member
 * form, opened by a link (?add-family) so it works without JavaScript; a refused add keeps it open
 * with what was typed.
 */
export function Household({
  members,
  max,
  open,
  lastResult,
  removeError,
}: {
  members: readonly FamilyMember[];
  max: number;
  open: boolean;
  lastResult?: SubmissionResult<string[]>;
  removeError?: string;
}) {
  return (
    <section aria-labelledby="family-members" className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="family-members" className="text-xl font-semibold">
          {m.profile_family_heading()}
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-300">{m.profile_family_count({ count: members.length, max })}</p>
      </div>
      {removeError ? (
        <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {removeError}
        </p>
      ) : null}
      {members.length ? (
        <ul className="mt-4 divide-y divide-gray-200 dark:divide-gray-700">
          {members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-medium">{member.name}</p>
                <p className="text-sm text-gray-600 dark:text-gray-300">
                  {member.relationship} · {member.email}
                </p>
              </div>
              <Form method="post" action="/profile" preventScrollReset>
                <input type="hidden" name="intent" value="remove-family" />
                <input type="hidden" name="id" value={member.id} />
                <Button type="submit" variant="secondary" aria-label={m.profile_family_remove_label({ name: member.name })}>
                  {m.profile_family_remove()}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-gray-600 dark:text-gray-300">{m.profile_family_empty()}</p>
      )}
      {open ? (
        <AddFamilyMemberForm lastResult={lastResult} />
      ) : members.length < max ? (
        <Link to="?add-family" className={buttonClass("secondary", "mt-4")} preventScrollReset>
          {m.profile_family_add()}
        </Link>
      ) : (
        <p className="mt-4 text-sm text-gray-600 dark:text-gray-300">{m.profile_family_full({ max })}</p>
      )}
    </section>
  );
}

function AddFamilyMemberForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-family";
  const [form, fields] = useForm({
    id: "add-family-member",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FamilyMemberSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form
      method="post"
      action="/profile?add-family"
      preventScrollReset
      className="mt-6 space-y-2 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
      aria-labelledby="add-family-heading"
      {...getFormProps(form)}
    >
      <h3 id="add-family-heading" className="text-lg font-semibold">
        {m.profile_family_add()}
      </h3>
      {form.errors?.length ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {form.errors.join(" ")}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="add-family" />
      <OnceKey />
      <Field
        label={m.profile_family_name_label()}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }}
        errors={fields.name.errors}
        errorId={fields.name.errorId}
      />
      <Field
        label={m.profile_form_email()}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
      />
      <Field
        label={m.profile_family_relationship()}
        inputProps={{ ...getInputProps(fields.relationship, { type: "text" }), placeholder: m.profile_family_relationship_placeholder() }}
        errors={fields.relationship.errors}
        errorId={fields.relationship.errorId}
      />
      <div className="flex gap-3 pt-2">
        <Button type="submit" disabled={adding}>
          {adding ? m.profile_family_adding() : m.profile_family_add_submit()}
        </Button>
        <Link to="/profile" className={buttonClass("secondary")} preventScrollReset>
          {m.profile_form_cancel()}
        </Link>
      </div>
    </Form>
  );
}
