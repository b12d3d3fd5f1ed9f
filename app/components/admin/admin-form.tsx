import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import type { ComponentProps, ComponentType, InputHTMLAttributes, ReactNode } from "react";
import type * as z from "zod";
import { Button } from "../ui/button";
import { Field, inputClass } from "../ui/field";
import { useBranding } from "~/utils/branding";
import { OnceKey } from "../ui/once-key";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * What the admin forms (events, volunteer opportunities) share: one way to set up conform, the
 * form-level error, the submit button, and the input, select and textarea fields bound to conform.
 * Each form keeps its own fields and schema.
 */

/** The props every admin form takes from its page: new and edit pages, and the event dialog. */
export type AdminFormProps<Values> = {
  id: string;
  action: string;
  defaultValue?: Values;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  pending: boolean;
};

/**
 * conform with the schema the server uses (built for the group's time zone): checked on blur,
 * re-checked on input, and the server's reply (`lastResult`) puts back what was typed.
 */
export function useAdminForm<Input extends Record<string, unknown>, Output>({
  id,
  lastResult,
  defaultValue,
  schema,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: DefaultValue<Input>;
  schema: (timeZone: string) => z.ZodType<Output, Input>;
}) {
  const { timeZone } = useBranding();
  const [form, fields] = useForm<Input, Output>({
    id,
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schema(timeZone) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return { form, fields, timeZone };
}

/**
 * The <form> around an admin form's fields: a plain post without JavaScript (`as` may be a
 * fetcher's Form), the form-level error on top and the submit button ('Saving...' while pending).
 */
export function AdminFormFrame({
  form,
  action,
  submitLabel,
  pending,
  as: FormComponent = Form,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only the form's props and errors are read
  form: FormMetadata<any, string[]>;
  action: string;
  submitLabel: string;
  pending: boolean;
  as?: ComponentType<ComponentProps<typeof Form>>;
  children: ReactNode;
}) {
  return (
    <FormComponent method="post" action={action} className="space-y-1" {...getFormProps(form)}>
      <OnceKey />
      {form.errors?.length ? (
        <p role="alert" id={form.errorId} className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {form.errors.join(" ")}
        </p>
      ) : null}
      {children}
      <div className="pt-2">
        <Button type="submit" disabled={pending}>
          {pending ? m.admin_form_saving() : submitLabel}
        </Button>
      </div>
    </FormComponent>
  );
}

type FieldMeta = Parameters<typeof getSelectProps>[0];

/**
 * ui/field's Field for one conform field: its props, error and error id come from the field.
 * `extra` adds attributes (min, step, placeholder) after conform's.
 */
export function InputField({
  label,
  field,
  type,
  hint,
  extra,
}: {
  label: string;
  field: FieldMeta;
  type: "text" | "date" | "time" | "datetime-local" | "number" | "url" | "email";
  hint?: ReactNode;
  extra?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <Field
      label={label}
      inputProps={{ ...getInputProps(field, { type }), ...extra }}
      errors={field.errors}
      errorId={field.errorId}
      hint={hint}
    />
  );
}

/** Label, control, hint and error, laid out as ui/field's Field lays out an input. */
export function LabelledControl({
  label,
  controlId,
  field,
  hint,
  announce,
  children,
}: {
  label: string;
  controlId?: string;
  field: { errorId: string; errors?: string[] };
  hint?: string;
  announce: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={controlId} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      {children}
      {hint ? <p className="text-xs text-gray-500 dark:text-gray-400">{hint}</p> : null}
      <p
        id={field.errorId}
        className="min-h-[1rem] text-sm text-red-600 dark:text-red-400"
        role={announce && field.errors?.length ? "alert" : undefined}
      >
        {field.errors?.join(" ")}
      </p>
    </div>
  );
}

/** A labelled <select> with its error below (the options are the children); the error is not announced, as before. */
export function SelectField({ label, field, children, hint }: { label: string; field: FieldMeta; children: ReactNode; hint?: string }) {
  const { key, ...props } = getSelectProps(field);
  return (
    <LabelledControl label={label} controlId={props.id} field={field} hint={hint} announce={false}>
      <select key={key ?? undefined} className={inputClass} {...props}>
        {children}
      </select>
    </LabelledControl>
  );
}

/**
 * A labelled <textarea> with an optional hint; its error is announced (role=alert), as Field's is,
 * unless `announce` is false (the event form's description has never announced it).
 */
export function TextareaField({
  label,
  field,
  hint,
  rows = 3,
  announce = true,
}: {
  label: string;
  field: Parameters<typeof getTextareaProps>[0];
  hint?: string;
  rows?: number;
  announce?: boolean;
}) {
  const { key, ...props } = getTextareaProps(field);
  return (
    <LabelledControl label={label} controlId={props.id} field={field} hint={hint} announce={announce}>
      <textarea key={key ?? undefined} rows={rows} className={inputClass} {...props} />
    </LabelledControl>
  );
}
