import type { ComponentProps, ComponentType } from "react";
import type { Form } from "@remix-run/react";
import { getInputProps } from "@conform-to/react";
import {
  AdminFormFrame,
  InputField,
  LabelledControl,
  SelectField,
  TextareaField,
  useAdminForm,
  type AdminFormProps,
} from "../admin/admin-form";
import { COMPETITION_TYPES } from "../../../db/enums";
import { eventSchema } from "~/models/events.schema";
import { currencySymbol } from "~/utils/format";
import { competitionLabel } from "./event-badges";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";

export type EventFormValues = {
  title?: string;
  date?: string;
  location?: string;
  type?: string;
  description?: string;
  imageUrl?: string;
  isHomeMatch?: string;
  competitionType?: string;
  faceValue?: string;
  /** Empty for unlimited. */
  capacity?: string;
  /** "on" when ticked, as the checkbox posts it. */
  membersOnly?: string;
  /** A watch party's match, as its id; empty for none. */
  matchEventId?: string;
  /** Shifts to add from a saved template, as its id; empty for none. */
  shiftTemplateId?: string;
  /** An away match's watch party: its venue (empty for none) and start in minutes from kickoff. */
  watchPartyLocation?: string;
  watchPartyStartMinutes?: string;
};

/**
 * The admin event form, used on its own page without JavaScript and inside the dialog
 * with it. `as` is a Remix <Form> or a fetcher's Form; the server validates with the same schema.
 */
export function EventForm({
  id,
  action,
  defaultValue,
  lastResult,
  submitLabel,
  pending,
  as,
  matches,
  templates,
  editing = false,
}: AdminFormProps<EventFormValues> & {
  as?: ComponentType<ComponentProps<typeof Form>>;
  /** The matches a watch party may name; without them (the dashboard's quick dialog) there is no Match select. */
  matches?: readonly { id: number; title: string; date: string }[];
  /** The saved shift templates; without them (the quick dialog) there is no match-day section. */
  templates?: readonly { id: number; name: string; shiftCount: number }[];
  /** An existing event: a new date is a kickoff move, which moves what is attached and tells everyone. */
  editing?: boolean;
}) {
  const { currency } = useBranding();
  const { form, fields, timeZone } = useAdminForm({
    id,
    lastResult,
    defaultValue: { type: "match", ...defaultValue },
    schema: eventSchema,
  });
  return (
    <AdminFormFrame form={form} action={action} submitLabel={submitLabel} pending={pending} as={as}>
      <InputField label={m.events_field_title()} field={fields.title} type="text" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField
          label={m.events_form_date()}
          field={fields.date}
          type="datetime-local"
          hint={
            editing
              ? m.events_form_date_hint_edit({ zone: timeZone.replace(/_/g, " ") })
              : m.events_form_date_hint({ zone: timeZone.replace(/_/g, " ") })
          }
        />
        <InputField label={m.events_field_location()} field={fields.location} type="text" />
      </div>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <SelectField label={m.events_form_type()} field={fields.type}>
          <option value="match">{m.events_form_type_match()}</option>
          <option value="watch-party">{m.events_form_type_watch_party()}</option>
          <option value="community">{m.events_form_type_community()}</option>
        </SelectField>
        <SelectField label={m.events_form_home_away()} field={fields.isHomeMatch}>
          <option value="">{m.events_form_not_a_match()}</option>
          <option value="true">{m.events_form_home_match()}</option>
          <option value="false">{m.events_form_away_match()}</option>
        </SelectField>
        <SelectField label={m.events_form_competition()} field={fields.competitionType}>
          <option value="">{m.events_form_none()}</option>
          {COMPETITION_TYPES.map((type) => (
            <option key={type} value={type}>
              {competitionLabel(type)}
            </option>
          ))}
        </SelectField>
      </div>
      <InputField
        label={m.events_form_face_value({ symbol: currencySymbol(currency) })}
        field={fields.faceValue}
        type="number"
        extra={{ min: "0", step: "0.01", inputMode: "decimal" }}
        hint={m.events_form_face_value_hint()}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField
          label={m.events_form_capacity()}
          field={fields.capacity}
          type="number"
          extra={{ min: "1", step: "1", inputMode: "numeric" }}
          hint={m.events_form_capacity_hint()}
        />
        <MembersOnlyField field={fields.membersOnly} />
      </div>
      {matches ? (
        <SelectField label={m.events_form_match()} field={fields.matchEventId}>
          <option value="">{m.events_form_none()}</option>
          {matches.map((match) => (
            <option key={match.id} value={String(match.id)}>
              {match.title} ({formatDate(match.date, timeZone)})
            </option>
          ))}
        </SelectField>
      ) : null}
      {templates ? (
        <fieldset className="space-y-2 rounded-md border p-4">
          <legend className="px-1 text-sm font-semibold">{m.events_form_match_day()}</legend>
          <SelectField
            label={editing ? m.events_form_add_shifts() : m.events_form_shifts()}
            field={fields.shiftTemplateId}
            hint={m.events_form_shifts_hint()}
          >
            <option value="">{m.events_form_no_shifts()}</option>
            {templates.map((template) => (
              <option key={template.id} value={String(template.id)}>
                {m.events_form_template_option({ name: template.name, count: template.shiftCount })}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <InputField
              label={m.events_field_watch_party_venue()}
              field={fields.watchPartyLocation}
              type="text"
              hint={m.events_form_watch_party_hint()}
            />
            <InputField
              label={m.events_form_watch_party_start()}
              field={fields.watchPartyStartMinutes}
              type="number"
              extra={{ step: "1", inputMode: "numeric", placeholder: "-60" }}
              hint={m.events_form_watch_party_start_hint()}
            />
          </div>
        </fieldset>
      ) : null}
      <InputField
        label={m.events_field_image_url()}
        field={fields.imageUrl}
        type="url"
        extra={{ placeholder: "https://…" }}
        hint={m.events_form_optional()}
      />
      <TextareaField label={m.events_field_description()} field={fields.description} rows={4} announce={false} />
    </AdminFormFrame>
  );
}

/** The members-only checkbox: a plain checkbox, so a form post without JavaScript sends "on" when ticked. */
function MembersOnlyField({ field }: { field: Parameters<typeof getInputProps>[0] }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <LabelledControl
      label={m.events_form_members_only()}
      controlId={props.id}
      field={field}
      hint={m.events_form_members_only_hint()}
      announce
    >
      <span className="flex items-center gap-2 py-2 text-sm">
        <input key={key ?? undefined} className="h-4 w-4" {...props} />
        <span aria-hidden="true">{m.events_form_members_only_box()}</span>
      </span>
    </LabelledControl>
  );
}
