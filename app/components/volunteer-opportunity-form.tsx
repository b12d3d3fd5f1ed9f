import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Button } from "./ui/button";
import { Field, inputClass } from "./ui/field";
import { VOLUNTEER_CATEGORIES } from "../../db/enums";
import { useBranding } from "~/utils/branding";
import { VOLUNTEER_CATEGORY_LABELS, volunteerOpportunitySchema } from "~/utils/volunteer-schema";

export type VolunteerOpportunityFormValues = {
  title?: string;
  description?: string;
  date?: string;
  startTime?: string;
  endTime?: string;
  location?: string;
  spotsNeeded?: string;
  physicalRequirements?: string;
  contactInfo?: string;
  category?: string;
};

function TextArea({ label, hint, field }: { label: string; hint?: string; field: Parameters<typeof getTextareaProps>[0] }) {
  const { key, ...props } = getTextareaProps(field);
  return (
    <div className="space-y-1">
      <label htmlFor={props.id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <textarea key={key ?? undefined} rows={3} className={inputClass} {...props} />
      {hint ? <p className="text-xs text-gray-500 dark:text-gray-400">{hint}</p> : null}
      <p id={field.errorId} className="min-h-[1rem] text-sm text-red-600 dark:text-red-400" role={field.errors?.length ? "alert" : undefined}>
        {field.errors?.join(" ")}
      </p>
    </div>
  );
}

/**
 * The coordinators' opportunity form (new and edit). A plain post without JavaScript; the server
 * answers field errors with a 400 and conform puts back everything that was typed.
 */
export function VolunteerOpportunityForm({
  id,
  action,
  defaultValue,
  lastResult,
  submitLabel,
  pending,
}: {
  id: string;
  action: string;
  defaultValue?: VolunteerOpportunityFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  pending: boolean;
}) {
  const { timeZone } = useBranding();
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { category: "general", ...defaultValue },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: volunteerOpportunitySchema(timeZone) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { key: categoryKey, ...categoryProps } = getSelectProps(fields.category);
  return (
    <Form method="post" action={action} className="space-y-1" {...getFormProps(form)}>
      {form.errors?.length ? (
        <p role="alert" id={form.errorId} className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {form.errors.join(" ")}
        </p>
      ) : null}
      <Field label="Title" inputProps={getInputProps(fields.title, { type: "text" })} errors={fields.title.errors} errorId={fields.title.errorId} />
      <div className="grid gap-x-4 sm:grid-cols-3">
        <Field
          label="Date"
          inputProps={getInputProps(fields.date, { type: "date" })}
          errors={fields.date.errors}
          errorId={fields.date.errorId}
          hint="A past date records a shift that already happened."
        />
        <Field
          label="Start time"
          inputProps={getInputProps(fields.startTime, { type: "time" })}
          errors={fields.startTime.errors}
          errorId={fields.startTime.errorId}
          hint={`${timeZone.replace(/_/g, " ")} time.`}
        />
        <Field label="End time" inputProps={getInputProps(fields.endTime, { type: "time" })} errors={fields.endTime.errors} errorId={fields.endTime.errorId} />
      </div>
      <Field label="Location" inputProps={getInputProps(fields.location, { type: "text" })} errors={fields.location.errors} errorId={fields.location.errorId} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          label="Spots needed"
          inputProps={{ ...getInputProps(fields.spotsNeeded, { type: "number" }), min: 1, step: 1, inputMode: "numeric" }}
          errors={fields.spotsNeeded.errors}
          errorId={fields.spotsNeeded.errorId}
        />
        <div className="space-y-1">
          <label htmlFor={categoryProps.id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
            Category
          </label>
          <select key={categoryKey ?? undefined} className={inputClass} {...categoryProps}>
            {VOLUNTEER_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {VOLUNTEER_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
          <p id={fields.category.errorId} className="min-h-[1rem] text-sm text-red-600 dark:text-red-400">
            {fields.category.errors?.join(" ")}
          </p>
        </div>
      </div>
      <Field
        label="Contact"
        inputProps={getInputProps(fields.contactInfo, { type: "text" })}
        errors={fields.contactInfo.errors}
        errorId={fields.contactInfo.errorId}
        hint="Who volunteers ask on the day (name, email or phone). Optional."
      />
      <TextArea label="Description" field={fields.description} />
      <TextArea label="Physical requirements" field={fields.physicalRequirements} hint="E.g. standing for 3 hours, lifting boxes. Optional." />
      <div className="pt-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
