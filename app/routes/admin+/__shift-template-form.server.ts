import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { messageFor } from "~/i18n/message-map";
import { shiftTemplateMessages } from "~/i18n/messages/volunteer";
import { MAX_TEMPLATE_ROWS, MAX_TEMPLATE_SHIFTS, shiftTemplateSchema } from "~/models/shift-templates.schema";
import { createShiftTemplate, updateShiftTemplate } from "~/models/shift-templates.server";
import { requireAdmin } from "~/utils/auth.server";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** How many empty rows the form offers below the stored shifts, for new ones without JavaScript. */
const EMPTY_ROWS = 2;

/** A row the form offers for a new shift: every field empty (the category select shows its default). */
const emptyRow = () => ({
  title: "",
  category: "match-day",
  spotsNeeded: "",
  startOffsetMinutes: "",
  endOffsetMinutes: "",
  location: "",
  description: "",
});

/**
 * The template form's action, shared by "new" and "edit": same-origin and admin checks, field
 * errors with a 400 and what was typed sent back (every row, empty ones too), a taken name as the
 * name's field error, Post/Redirect/Get with a toast on success. "Add shift" (conform's insert
 * intent) comes back as the form with one more empty row and nothing saved, so it works as a plain
 * post too.
 */
export async function saveShiftTemplateFromForm(request: Request, templateId: number | null) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const formData = await readFormData(request);
  // A list index beyond the rows the form ever offers (in any field's name): dropped before conform
  // reads the form, which would otherwise build a list that long and echo it back in the reply.
  const tooMany = [...formData.keys()].filter((key) => rowIndex(key) >= MAX_TEMPLATE_ROWS);
  for (const key of new Set(tooMany)) formData.delete(key);
  const submission = readSubmission(formData);
  if (tooMany.length > 0)
    return json(
      { result: submission.reply({ formErrors: [m.volunteer_templates_too_many({ max: MAX_TEMPLATE_SHIFTS })] }) },
      { status: 400 },
    );
  // An intent (Add shift): no save, the form again with its new row.
  if (submission.status === undefined) return json({ result: submission.reply() });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const result =
    templateId === null ? await createShiftTemplate(submission.value) : await updateShiftTemplate(templateId, submission.value);
  if (!result.ok && result.reason === "template-not-found") throw new Response(m.volunteer_template_not_found(), { status: 404 });
  if (!result.ok)
    return json({ result: submission.reply({ fieldErrors: { name: [messageFor(shiftTemplateMessages, result)] } }) }, { status: 400 });
  return redirectWithToast("/admin/shift-templates", {
    type: "success",
    title: m.volunteer_admin_success(),
    description:
      templateId === null
        ? m.volunteer_templates_created({ name: result.template.name })
        : m.volunteer_templates_updated({ name: result.template.name }),
  });
}

/**
 * The form as conform reads it. conform throws on a list intent or state it cannot read (only a
 * hand-made post sends one): a 400 with words, as an unreadable form body is.
 */
function readSubmission(formData: FormData) {
  try {
    return parseWithZod(formData, { schema: shiftTemplateSchema() });
  } catch {
    throw json({ message: m.volunteer_templates_form_unreadable() }, { status: 400 });
  }
}

/** The largest list index in a field's name (`shifts[12].title` → 12); -1 when it has none. */
function rowIndex(key: string): number {
  let largest = -1;
  for (const match of key.matchAll(/\[(\d+)\]/g)) largest = Math.max(largest, Number(match[1]));
  return largest;
}

/** A stored template as the form's fields: its shifts in order, then the empty rows for new ones. */
export function shiftTemplateFormValues(template: {
  name: string;
  shifts: {
    title: string;
    category: string;
    spotsNeeded: number;
    startOffsetMinutes: number;
    endOffsetMinutes: number;
    location: string | null;
    description: string | null;
  }[];
}) {
  return {
    name: template.name,
    shifts: [
      ...template.shifts.map((shift) => ({
        title: shift.title,
        category: shift.category,
        spotsNeeded: String(shift.spotsNeeded),
        startOffsetMinutes: String(shift.startOffsetMinutes),
        endOffsetMinutes: String(shift.endOffsetMinutes),
        location: shift.location ?? "",
        description: shift.description ?? "",
      })),
      ...emptyRows(Math.min(EMPTY_ROWS, MAX_TEMPLATE_ROWS - template.shifts.length)),
    ],
  };
}

/** The new template form's rows: empty ones only. */
export const newShiftTemplateValues = () => ({ name: "", shifts: emptyRows(EMPTY_ROWS) });

const emptyRows = (count: number) => Array.from({ length: count }, emptyRow);
