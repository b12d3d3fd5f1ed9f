import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/meetings/text-field";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { addDocument, getMeeting } from "~/models/meeting-agenda.server";
import { MEETING_DOCUMENT_MAX_BYTES, looksLikePdf } from "~/models/meetings";
import { requireAdmin } from "~/utils/auth.server";
import { titled } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseId } from "~/utils/validation.server";
import { parseDocumentForm } from "./__meeting-forms.server";

export const meta: MetaFunction = (args) => titled(m.meetings_admin_upload())(args);

const notFound = () => new Response(m.meetings_refusal_not_found(), { status: 404 });

async function meetingOf(request: Request, meetingId: string | undefined) {
  await requireAdmin(request);
  const id = parseId(meetingId);
  const meeting = id === null ? null : await getMeeting(id, { openedOnly: false });
  if (!meeting) throw notFound();
  return meeting;
}

/** /admin/meetings/{id}/documents: a meeting's paper as a PDF (at most 5 MB; the front door lets 6 MB through to this path only). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const meeting = await meetingOf(request, params.meetingId);
  return json({ meeting: { id: meeting.id, title: meeting.title } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const meeting = await meetingOf(request, params.meetingId);
  const formData = await readFormData(request);
  const parsed = parseDocumentForm(formData);
  const title = String(formData.get("title") ?? "");
  const errors: Record<string, string> = parsed.ok ? {} : { ...parsed.errors };
  delete errors.url;
  const file = formData.get("pdf");
  const bytes = file && typeof file !== "string" && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
  if (!bytes) errors.pdf = m.meetings_admin_pdf_required();
  else if (bytes.byteLength > MEETING_DOCUMENT_MAX_BYTES)
    errors.pdf = m.meetings_admin_pdf_too_big({ mb: MEETING_DOCUMENT_MAX_BYTES / 1024 / 1024 });
  else if (!looksLikePdf(bytes)) errors.pdf = m.meetings_admin_pdf_not_pdf();
  if (Object.keys(errors).length || !parsed.ok || !bytes) return json({ errors, title }, { status: 400 });
  const fileName =
    (typeof file === "object" && file && "name" in file ? String(file.name) : "document.pdf").slice(0, 200) || "document.pdf";
  await addDocument(meeting.id, { title: parsed.value.title, fileName, pdf: bytes });
  return redirectWithToast(`/admin/meetings/${meeting.id}`, { type: "success", description: m.meetings_admin_document_added() });
}

export default function UploadDocumentPage() {
  const { meeting } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors: Record<string, string> = answered?.errors ?? {};
  return (
    <AdminFormPage back={{ to: `/admin/meetings/${meeting.id}`, label: meeting.title }} title={m.meetings_admin_upload()}>
      <Form method="post" encType="multipart/form-data" className="space-y-2" noValidate>
        <TextField
          id="upload-title"
          name="title"
          label={m.meetings_admin_field_document_title()}
          defaultValue={answered?.title ?? ""}
          error={errors.title}
        />
        <TextField
          id="upload-file"
          name="pdf"
          type="file"
          accept="application/pdf,.pdf"
          label={m.meetings_admin_field_pdf()}
          error={errors.pdf}
        />
        <Button type="submit" disabled={navigation.state !== "idle"}>
          {m.meetings_admin_upload()}
        </Button>
      </Form>
    </AdminFormPage>
  );
}
