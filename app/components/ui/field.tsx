import type { InputHTMLAttributes, ReactNode } from "react";

export const inputClass =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500 aria-[invalid=true]:border-red-500 dark:border-gray-600 dark:bg-gray-800";

/** A labelled input with its error message next to it (conform's ids tie them together). */
export function Field({
  label,
  inputProps,
  errors,
  errorId,
  hint,
}: {
  label: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string | null };
  errors?: string[];
  errorId?: string;
  hint?: ReactNode;
}) {
  const { key, ...props } = inputProps;
  return (
    <div className="space-y-1">
      <label htmlFor={props.id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <input key={key ?? undefined} className={inputClass} {...props} />
      {hint ? <p className="text-xs text-gray-500 dark:text-gray-400">{hint}</p> : null}
      <p id={errorId} className="min-h-[1rem] text-sm text-red-600 dark:text-red-400" role={errors?.length ? "alert" : undefined}>
        {errors?.join(" ")}
      </p>
    </div>
  );
}
