/**
 * An on/off setting: a real checkbox (so a plain form post sends "on" when checked and nothing
 * when not) exposed as a switch, named by its label and described by its one-line hint.
 */
export function SwitchField({
  name,
  label,
  description,
  defaultChecked,
}: {
  name: string;
  label: string;
  description: string;
  defaultChecked: boolean;
}) {
  const id = `switch-${name}`;
  return (
    <div className="flex items-start justify-between gap-6 py-4">
      <div className="space-y-0.5">
        <label htmlFor={id} className="block cursor-pointer font-medium text-gray-900 dark:text-gray-100">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-gray-600 dark:text-gray-300">
          {description}
        </p>
      </div>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          name={name}
          type="checkbox"
          role="switch"
          defaultChecked={defaultChecked}
          aria-describedby={`${id}-description`}
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-gray-300 transition-colors checked:bg-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 forced-colors:appearance-auto dark:bg-gray-600 dark:checked:bg-brand-500"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 forced-colors:hidden"
        />
      </span>
    </div>
  );
}
