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
import { capitalize, currencySymbol } from "~/utils/format";
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
      <InputField label="Title" field={fields.title} type="text" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField
          label="Date and time"
          field={fields.date}
          type="datetime-local"
          hint={
            editing
              ? `In ${timeZone.replace(/_/g, " ")} time. A new time moves this event's shifts and watch party with it and emails everyone going, volunteering or selling tickets for it.`
              : `In ${timeZone.replace(/_/g, " ")} time.`
          }
        />
        <InputField label="Location" field={fields.location} type="text" />
      </div>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <SelectField label="Type" field={fields.type}>
          <option value="match">Match</option>
          <option value="watch-party">Watch party</option>
          <option value="community">Community</option>
        </SelectField>
        <SelectField label="Home or away" field={fields.isHomeMatch}>
          <option value="">Not a match / unknown</option>
          <option value="true">Home match</option>
          <option value="false">Away match</option>
        </SelectField>
        <SelectField label="Competition" field={fields.competitionType}>
          <option value="">None</option>
          {COMPETITION_TYPES.map((type) => (
            <option key={type} value={type}>
              {capitalize(type)}
            </option>
          ))}
        </SelectField>
      </div>
      <InputField
        label={`Face value per ticket (${currencySymbol(currency)})`}
        field={fields.faceValue}
        type="number"
        extra={{ min: "0", step: "0.01", inputMode: "decimal" }}
        hint="Home matches only, optional: ticket exchange sales for this match may not ask more."
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField
          label="Capacity"
          field={fields.capacity}
          type="number"
          extra={{ min: "1", step: "1", inputMode: "numeric" }}
          hint="Optional: places for RSVPs. Empty means unlimited; beyond it, members join a waitlist."
        />
        <MembersOnlyField field={fields.membersOnly} />
      </div>
      {matches ? (
        <SelectField label="Match (watch parties)" field={fields.matchEventId}>
          <option value="">None</option>
          {matches.map((match) => (
            <option key={match.id} value={String(match.id)}>
              {match.title} ({formatDate(match.date, timeZone)})
            </option>
          ))}
        </SelectField>
      ) : null}
      {templates ? (
        <fieldset className="space-y-2 rounded-md border p-4">
          <legend className="px-1 text-sm font-semibold">Match day</legend>
          <SelectField
            label={editing ? "Add shifts from a template" : "Shifts from a template"}
            field={fields.shiftTemplateId}
            hint="Optional: adds the template's volunteer shifts, timed from kickoff, to this event."
          >
            <option value="">No shifts</option>
            {templates.map((template) => (
              <option key={template.id} value={String(template.id)}>
                {template.name} ({template.shiftCount} {template.shiftCount === 1 ? "shift" : "shifts"})
              </option>
            ))}
          </SelectField>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <InputField
              label="Watch party venue"
              field={fields.watchPartyLocation}
              type="text"
              hint="Away matches, optional: creates the watch party for this match."
            />
            <InputField
              label="Watch party starts (minutes from kickoff)"
              field={fields.watchPartyStartMinutes}
              type="number"
              extra={{ step: "1", inputMode: "numeric", placeholder: "-60" }}
              hint="Negative is before kickoff; empty means an hour before."
            />
          </div>
        </fieldset>
      ) : null}
      <InputField label="Image URL" field={fields.imageUrl} type="url" extra={{ placeholder: "https://…" }} hint="Optional." />
      <TextareaField label="Description" field={fields.description} rows={4} announce={false} />
    </AdminFormFrame>
  );
}

/** The members-only checkbox: a plain checkbox, so a form post without JavaScript sends "on" when ticked. */
function MembersOnlyField({ field }: { field: Parameters<typeof getInputProps>[0] }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <LabelledControl label="Members only" controlId={props.id} field={field} hint="Only active and lifetime members may RSVP." announce>
      <span className="flex items-center gap-2 py-2 text-sm">
        <input key={key ?? undefined} className="h-4 w-4" {...props} />
        <span aria-hidden="true">RSVPs for members only</span>
      </span>
    </LabelledControl>
  );
}
