import { AdminFormFrame, InputField, SelectField, TextareaField, useAdminForm, type AdminFormProps } from "../admin/admin-form";
import { VOLUNTEER_CATEGORIES } from "../../../db/enums";
import { VOLUNTEER_CATEGORY_LABELS, volunteerOpportunitySchema } from "~/models/volunteer.schema";
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
      <InputField label="Title" field={fields.title} type="text" />
      <div className="grid gap-x-4 sm:grid-cols-3">
        <InputField label="Date" field={fields.date} type="date" hint="The shift must start in the future." />
        <InputField label="Start time" field={fields.startTime} type="time" hint={`${timeZone.replace(/_/g, " ")} time.`} />
        <InputField label="End time" field={fields.endTime} type="time" />
      </div>
      <InputField label="Location" field={fields.location} type="text" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField label="Spots needed" field={fields.spotsNeeded} type="number" extra={{ min: 1, step: 1, inputMode: "numeric" }} />
        <SelectField label="Category" field={fields.category}>
          {VOLUNTEER_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {VOLUNTEER_CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField label="Event (optional)" field={fields.eventId}>
        <option value="">None</option>
        {events.map((event) => (
          <option key={event.id} value={String(event.id)}>
            {event.title} ({formatDate(event.date, timeZone)})
          </option>
        ))}
      </SelectField>
      <InputField
        label="Contact"
        field={fields.contactInfo}
        type="text"
        hint="Who volunteers ask on the day (name, email or phone). Optional."
      />
      <TextareaField label="Description" field={fields.description} />
      <TextareaField
        label="Physical requirements"
        field={fields.physicalRequirements}
        hint="E.g. standing for 3 hours, lifting boxes. Optional."
      />
    </AdminFormFrame>
  );
}
