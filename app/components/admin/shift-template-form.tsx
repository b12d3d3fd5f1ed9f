import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Button } from "../ui/button";
import { InputField, SelectField, TextareaField, type AdminFormProps } from "./admin-form";
import { VOLUNTEER_CATEGORIES } from "../../../db/enums";
import { volunteerCategoryLabel } from "~/models/volunteer.schema";
import { MAX_TEMPLATE_ROWS, shiftTemplateSchema, type ShiftTemplateInput } from "~/models/shift-templates.schema";
import { OnceKey } from "../ui/once-key";
import * as m from "~/i18n/paraglide/messages/_index.js";

type ShiftTemplateRowValues = {
  title?: string;
  category?: string;
  spotsNeeded?: string;
  startOffsetMinutes?: string;
  endOffsetMinutes?: string;
  location?: string;
  description?: string;
};

export type ShiftTemplateFormValues = { name?: string; shifts?: ShiftTemplateRowValues[] };

const OFFSET_LIMITS = { min: -10_080, max: 10_080, step: 1, inputMode: "numeric" as const };

/**
 * The admin's shift template form (new and edit): a name and one fieldset per shift, with its
 * start and end in minutes from kickoff. A plain post without JavaScript: the page sends the
 * stored shifts plus empty rows for new ones, empty rows are skipped, and "Add shift" is a submit
 * button with conform's insert intent (the server answers the form with one more row; with
 * JavaScript conform adds it in place). The server's 400 puts back every row as it was typed.
 *
 * Save comes before "Add shift" in the markup, so Enter in a field saves the form.
 */
export function ShiftTemplateForm({ id, action, defaultValue, lastResult, submitLabel, pending }: AdminFormProps<ShiftTemplateFormValues>) {
  const [form, fields] = useForm<ShiftTemplateFormValues, ShiftTemplateInput>({
    id,
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shiftTemplateSchema() }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const rows = fields.shifts.getFieldList();
  return (
    <Form method="post" action={action} className="space-y-4" {...getFormProps(form)}>
      <OnceKey />
      {form.errors?.length ? (
        <p role="alert" id={form.errorId} className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {form.errors.join(" ")}
        </p>
      ) : null}
      <InputField label={m.volunteer_templates_field_name()} field={fields.name} type="text" hint={m.volunteer_templates_name_hint()} />
      <fieldset className="space-y-4" aria-describedby={`${fields.shifts.id}-help ${fields.shifts.errorId}`}>
        <legend className="text-lg font-semibold">{m.volunteer_templates_shifts()}</legend>
        <p id={`${fields.shifts.id}-help`} className="text-sm text-gray-700 dark:text-gray-300">
          {m.volunteer_templates_shifts_help()}
        </p>
        <p
          id={fields.shifts.errorId}
          className="text-sm text-red-600 dark:text-red-400"
          role={fields.shifts.errors?.length ? "alert" : undefined}
        >
          {fields.shifts.errors?.join(" ")}
        </p>
        {rows.map((row, index) => {
          const shift = row.getFieldset();
          return (
            <fieldset
              key={row.key ?? `row-${index}`}
              className="space-y-1 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
              data-testid="template-shift-row"
            >
              <legend className="px-1 text-sm font-semibold">{m.volunteer_templates_shift_n({ number: index + 1 })}</legend>
              <InputField label={m.volunteer_field_title()} field={shift.title} type="text" />
              <div className="grid gap-x-4 sm:grid-cols-2">
                <InputField
                  label={m.volunteer_field_spots_needed()}
                  field={shift.spotsNeeded}
                  type="number"
                  extra={{ min: 1, max: 10_000, step: 1, inputMode: "numeric" }}
                />
                <SelectField label={m.volunteer_field_category()} field={shift.category}>
                  {VOLUNTEER_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {volunteerCategoryLabel(category)}
                    </option>
                  ))}
                </SelectField>
              </div>
              <div className="grid gap-x-4 sm:grid-cols-2">
                <InputField
                  label={m.volunteer_templates_field_starts()}
                  field={shift.startOffsetMinutes}
                  type="number"
                  hint={m.volunteer_templates_starts_hint()}
                  extra={OFFSET_LIMITS}
                />
                <InputField
                  label={m.volunteer_templates_field_ends()}
                  field={shift.endOffsetMinutes}
                  type="number"
                  hint={m.volunteer_templates_ends_hint()}
                  extra={OFFSET_LIMITS}
                />
              </div>
              <InputField
                label={m.volunteer_templates_field_location()}
                field={shift.location}
                type="text"
                hint={m.volunteer_templates_location_hint()}
              />
              <TextareaField label={m.volunteer_templates_field_description()} field={shift.description} rows={2} />
            </fieldset>
          );
        })}
      </fieldset>
      <div className="flex flex-wrap gap-3 pt-2">
        <Button type="submit" disabled={pending}>
          {pending ? m.volunteer_admin_saving() : submitLabel}
        </Button>
        {rows.length < MAX_TEMPLATE_ROWS ? (
          // conform's button props carry the intent but no type: it must submit, so the form posts it without JavaScript.
          <Button
            type="submit"
            variant="secondary"
            {...form.insert.getButtonProps({ name: fields.shifts.name, defaultValue: { category: "match-day" } })}
          >
            {m.volunteer_templates_add_shift()}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
