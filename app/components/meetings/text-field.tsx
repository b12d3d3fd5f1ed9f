import type { InputHTMLAttributes } from "react";
import { inputClass } from "~/components/ui/field";

/**
 * A labelled text field (or, with `rows`, a text area) of the meetings' forms, with its message
 * next to it: the field points at the message (aria-describedby) and is marked invalid when there
 * is one; what was typed comes back as `defaultValue`.
 */
export function TextField({
  id,
  name,
  label,
  defaultValue,
  error,
  rows,
  ...input
}: {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  rows?: number;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "autoComplete" | "maxLength" | "accept">) {
  const described = { "aria-invalid": error ? true : undefined, "aria-describedby": `${id}-error` };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {rows ? (
        <textarea id={id} name={name} rows={rows} className={inputClass} defaultValue={defaultValue} {...described} />
      ) : input.type === "file" ? (
        <input id={id} name={name} className="block text-sm" {...input} {...described} />
      ) : (
        <input id={id} name={name} className={inputClass} defaultValue={defaultValue} {...input} {...described} />
      )}
      <p id={`${id}-error`} className="min-h-[1rem] text-sm text-red-600 dark:text-red-400" role={error ? "alert" : undefined}>
        {error}
      </p>
    </div>
  );
}
