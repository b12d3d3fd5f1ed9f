import type { ReactNode } from "react";
import { inputClass } from "~/components/ui/field";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * A meeting's details on the admin's form (new, and edit while a draft): every field with its
 * message next to it and what was typed put back.
 */
export function MeetingFields({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const field = (name: string, label: string, input: (props: Record<string, unknown>) => ReactNode, hint?: string) => (
    <div className="space-y-1">
      <label htmlFor={`meeting-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      {input({
        id: `meeting-${name}`,
        name,
        defaultValue: values[name] ?? "",
        "aria-invalid": errors[name] ? true : undefined,
        "aria-describedby": `meeting-${name}-error${hint ? ` meeting-${name}-hint` : ""}`,
        className: inputClass,
      })}
      {hint ? (
        <p id={`meeting-${name}-hint`} className="text-xs text-gray-600 dark:text-gray-300">
          {hint}
        </p>
      ) : null}
      <p
        id={`meeting-${name}-error`}
        className="min-h-[1rem] text-sm text-red-600 dark:text-red-400"
        role={errors[name] ? "alert" : undefined}
      >
        {errors[name]}
      </p>
    </div>
  );
  const text = (props: Record<string, unknown>) => <input type="text" {...props} />;
  const when = (props: Record<string, unknown>) => <input type="datetime-local" {...props} />;
  return (
    <>
      {field("kind", m.meetings_admin_field_kind(), (props) => (
        <select {...props}>
          <option value="annual">{m.meetings_kind_annual()}</option>
          <option value="extraordinary">{m.meetings_kind_extraordinary()}</option>
        </select>
      ))}
      {field("title", m.meetings_admin_field_title(), text)}
      {field("description", m.meetings_admin_field_description(), (props) => (
        <textarea rows={4} {...props} />
      ))}
      {field("startsAt", m.meetings_admin_field_starts(), when)}
      {field("location", m.meetings_admin_field_location(), text)}
      {field("onlineUrl", m.meetings_admin_field_online(), (props) => (
        <input type="url" {...props} />
      ))}
      {field("recordDate", m.meetings_admin_field_record(), when, m.meetings_admin_record_hint())}
      <div className="space-y-1">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="householdVotes" defaultChecked={values.householdVotes === "on"} />
          {m.meetings_admin_field_household()}
        </label>
      </div>
      {field("votingOpensAt", m.meetings_admin_field_opens(), when)}
      {field("votingClosesAt", m.meetings_admin_field_closes(), when)}
      {field("quorumKind", m.meetings_admin_field_quorum_kind(), (props) => (
        <select {...props}>
          <option value="votes">{m.meetings_admin_quorum_kind_votes()}</option>
          <option value="share">{m.meetings_admin_quorum_kind_share()}</option>
        </select>
      ))}
      {field("quorumValue", m.meetings_admin_field_quorum_value(), (props) => (
        <input type="text" inputMode="numeric" {...props} />
      ))}
      {field("motionsDeadline", m.meetings_admin_field_deadline(), when, m.meetings_admin_deadline_hint())}
      {field("chairEmail", m.meetings_admin_field_chair(), (props) => (
        <input type="email" autoComplete="off" {...props} />
      ))}
    </>
  );
}
