import { AdminFormFrame, InputField, SelectField, TextareaField, useAdminForm, type AdminFormProps } from "../admin/admin-form";
import { VOLUNTEER_CATEGORIES } from "../../../db/enums";
import { volunteerCategoryLabel, volunteerOpportunitySchema } from "~/models/volunteer.schema";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { formatDate } from "~/utils/dates";

/** An event a shift may belong to, for the form's Event select. */
export type EventOption = { id: number; title: string; date: string };

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
  eventId?: string;
};

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
  events = [],
}: AdminFormProps<VolunteerOpportunityFormValues> & { events?: readonly EventOption[] }) {
  const { form, fields, timeZone } = useAdminForm({
    id,
    lastResult,
    defaultValue: { category: "general", ...defaultValue },
    schema: volunteerOpportunitySchema,
  });
  return (
    <AdminFormFrame form={form} action={action} submitLabel={submitLabel} pending={pending}>
      <InputField label={m.volunteer_field_title()} field={fields.title} type="text" />
      <div className="grid gap-x-4 sm:grid-cols-3">
        <InputField label={m.volunteer_field_date()} field={fields.date} type="date" hint={m.volunteer_form_date_hint()} />
        <InputField
          label={m.volunteer_field_start_time()}
          field={fields.startTime}
          type="time"
          hint={m.volunteer_form_time_zone_hint({ zone: timeZone.replace(/_/g, " ") })}
        />
        <InputField label={m.volunteer_field_end_time()} field={fields.endTime} type="time" />
      </div>
      <InputField label={m.volunteer_field_location()} field={fields.location} type="text" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField
          label={m.volunteer_field_spots_needed()}
          field={fields.spotsNeeded}
          type="number"
          extra={{ min: 1, step: 1, inputMode: "numeric" }}
        />
        <SelectField label={m.volunteer_field_category()} field={fields.category}>
          {VOLUNTEER_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {volunteerCategoryLabel(category)}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField label={m.volunteer_field_event()} field={fields.eventId}>
        <option value="">{m.volunteer_form_no_event()}</option>
        {events.map((event) => (
          <option key={event.id} value={String(event.id)}>
            {event.title} ({formatDate(event.date, timeZone)})
          </option>
        ))}
      </SelectField>
      <InputField label={m.volunteer_field_contact()} field={fields.contactInfo} type="text" hint={m.volunteer_form_contact_hint()} />
      <TextareaField label={m.volunteer_field_description()} field={fields.description} />
      <TextareaField
        label={m.volunteer_field_physical_requirements()}
        field={fields.physicalRequirements}
        hint={m.volunteer_form_physical_hint()}
      />
    </AdminFormFrame>
  );
}
