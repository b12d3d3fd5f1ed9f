import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentFile } from "~/models/meeting-agenda.server";
import { getOptionalUser } from "~/utils/auth.server";
import { parseId } from "~/utils/validation.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * /meetings/{id}/documents/{documentId}: an uploaded paper (a PDF), shown in the browser. Public
 * like the agenda once the notice has gone out; an admin also reads a draft's papers.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const meetingId = parseId(params.meetingId);
  const documentId = parseId(params.documentId);
  const user = await getOptionalUser(request);
  const file = meetingId === null || documentId === null ? null : await documentFile(meetingId, documentId, { openedOnly: !user?.isAdmin });
  if (!file) return new Response(m.meetings_document_missing(), { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const name = file.fileName.replace(/[^\w.\- ]+/g, "_");
  return new Response(file.bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${name}"`,
      "Content-Length": String(file.bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": user?.isAdmin ? "private, no-store" : "public, max-age=300",
    },
  });
}
