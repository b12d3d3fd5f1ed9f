import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import type { ComponentType, ReactNode } from "react";
import { Button } from "./ui/button";
import { Field, inputClass } from "./ui/field";
import { COMPETITION_TYPES } from "../../db/enums";
import { useBranding } from "~/utils/branding";
import { eventSchema } from "~/utils/event-schema";
import { capitalize } from "~/utils/format";

export type EventFormValues = {
  title?: string;
  date?: string;
  location?: string;
  type?: string;
  description?: string;
  imageUrl?: string;
  isHomeMatch?: string;
  competitionType?: string;
};

function SelectField({ label, errors, errorId, children, ...props }: { label: string; errors?: string[]; errorId?: string; children: ReactNode } & ReturnType<typeof getSelectProps>) {
  const { key, ...rest } = props;
  return (
    <div className="space-y-1">
      <label htmlFor={rest.id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <select key={key ?? undefined} className={inputClass} {...rest}>
        {children}
      </select>
      <p id={errorId} className="min-h-[1rem] text-sm text-red-600 dark:text-red-400">
        {errors?.join(" ")}
      </p>
    </div>
  );
}

/**
 * The admin event form (SPEC §5), used on its own page without JavaScript and inside the dialog
 * with it. `as` is a Remix <Form> or a fetcher's Form; the server validates with the same schema.
 */
export function EventForm({
  id,
  action,
  defaultValue,
  lastResult,
  submitLabel,
  pending,
  as: FormComponent = Form,
}: {
  id: string;
  action: string;
  defaultValue?: EventFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  pending: boolean;
  as?: ComponentType<React.ComponentProps<typeof Form>>;
}) {
  const { timeZone } = useBranding();
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { type: "match", ...defaultValue },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: eventSchema(timeZone) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { key: descriptionKey, ...descriptionProps } = getTextareaProps(fields.description);
  return (
    <FormComponent method="post" action={action} className="space-y-1" {...getFormProps(form)}>
      {form.errors?.length ? (
        <p role="alert" id={form.errorId} className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {form.errors.join(" ")}
        </p>
      ) : null}
      <Field label="Title" inputProps={getInputProps(fields.title, { type: "text" })} errors={fields.title.errors} errorId={fields.title.errorId} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          label="Date and time"
          inputProps={getInputProps(fields.date, { type: "datetime-local" })}
          errors={fields.date.errors}
          errorId={fields.date.errorId}
          hint={`In ${timeZone.replace(/_/g, " ")} time.`}
        />
        <Field label="Location" inputProps={getInputProps(fields.location, { type: "text" })} errors={fields.location.errors} errorId={fields.location.errorId} />
      </div>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <SelectField label="Type" errors={fields.type.errors} errorId={fields.type.errorId} {...getSelectProps(fields.type)}>
          <option value="match">Match</option>
          <option value="watch-party">Watch party</option>
          <option value="community">Community</option>
        </SelectField>
        <SelectField label="Home or away" errors={fields.isHomeMatch.errors} errorId={fields.isHomeMatch.errorId} {...getSelectProps(fields.isHomeMatch)}>
          <option value="">Not a match / unknown</option>
          <option value="true">Home match</option>
          <option value="false">Away match</option>
        </SelectField>
        <SelectField label="Competition" errors={fields.competitionType.errors} errorId={fields.competitionType.errorId} {...getSelectProps(fields.competitionType)}>
          <option value="">None</option>
          {COMPETITION_TYPES.map((type) => (
            <option key={type} value={type}>
              {capitalize(type)}
            </option>
          ))}
        </SelectField>
      </div>
      <Field
        label="Image URL"
        inputProps={{ ...getInputProps(fields.imageUrl, { type: "url" }), placeholder: "https://…" }}
        errors={fields.imageUrl.errors}
        errorId={fields.imageUrl.errorId}
        hint="Optional."
      />
      <div className="space-y-1">
        <label htmlFor={fields.description.id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
          Description
        </label>
        <textarea key={descriptionKey ?? undefined} rows={4} className={inputClass} {...descriptionProps} />
        <p id={fields.description.errorId} className="min-h-[1rem] text-sm text-red-600 dark:text-red-400">
          {fields.description.errors?.join(" ")}
        </p>
      </div>
      <div className="pt-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </FormComponent>
  );
}
