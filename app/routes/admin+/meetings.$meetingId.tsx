import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackLink, adminLinkClass } from "~/components/admin/admin-page";
import { MeetingFields } from "~/components/meetings/meeting-fields";
import { MotionCard } from "~/components/meetings/motion-card";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/meetings/text-field";
import { inputClass } from "~/components/ui/field";
import { UNKNOWN_ACTION } from "~/i18n/messages/common";
import { meetingMessages } from "~/i18n/messages/meetings";
import { messageFor } from "~/i18n/message-map";
import * as m from "~/i18n/paraglide/messages/_index.js";
import {
  addCandidate,
  addDocument,
  addItem,
  agendaOf,
  decideMotion,
  documentsOf,
  getMeeting,
  motionsOf,
  removeDocument,
  removeItem,
  updateMeeting,
} from "~/models/meeting-agenda.server";
import { electorateOn, electorateSize, openMeeting, turnoutSoFar } from "~/models/meetings.server";
import { requireAdmin } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { branding } from "~/utils/branding.server";
import { formatDateTime } from "~/utils/dates";
import { meetingNoticeDays } from "~/utils/env.server";
import { formatNumber } from "~/utils/format";
import { readIntent } from "~/utils/intent.server";
import { titled } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseId } from "~/utils/validation.server";
import { dateToWallTime } from "~/utils/zoned-time";
import { postedValues } from "~/utils/form-parse.server";
import { parseCandidateForm, parseDeclineForm, parseDocumentForm, parseItemForm, parseMeetingForm } from "./__meeting-forms.server";

export const meta: MetaFunction<typeof loader> = (args) => titled(() => args.data?.meeting.title ?? m.meetings_admin_list_title())(args);

const notFound = () => new Response(m.meetings_refusal_not_found(), { status: 404 });

/**
 * /admin/meetings/{id}: one meeting for the committee. While a draft: its details to change, and
 * "Send the notice" (which fixes the roll); until voting opens: the agenda, candidates, papers
 * and members' motions to accept or decline; while voting: how many have voted per item, and
 * never who; after the close: the results page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.meetingId);
  const meeting = id === null ? null : await getMeeting(id, { openedOnly: false });
  if (!meeting) throw notFound();
  const now = new Date();
  const [agenda, documents, motions] = await Promise.all([agendaOf(meeting.id), documentsOf(meeting.id), motionsOf(meeting.id)]);
  const opened = meeting.openedAt !== null;
  const [rollNow, electorate, turnout] = await Promise.all([
    opened || meeting.recordDate > now ? null : electorateOn(meeting.recordDate, meeting.householdVotes).then((rows) => rows.length),
    opened ? electorateSize(meeting.id) : null,
    opened ? turnoutSoFar(meeting.id) : null,
  ]);
  const wall = (at: Date | null) => (at ? dateToWallTime(at, branding.timeZone) : "");
  return json({
    meeting: {
      id: meeting.id,
      title: meeting.title,
      startsAt: meeting.startsAt.toISOString(),
      location: meeting.location,
      votingOpensAt: meeting.votingOpensAt.toISOString(),
      votingClosesAt: meeting.votingClosesAt.toISOString(),
      opened,
      beforeVoting: now < meeting.votingOpensAt,
      closed: meeting.resultsPublishedAt !== null || now >= meeting.votingClosesAt,
    },
    values: {
      kind: meeting.kind,
      title: meeting.title,
      description: meeting.description ?? "",
      startsAt: wall(meeting.startsAt),
      location: meeting.location,
      onlineUrl: meeting.onlineUrl ?? "",
      recordDate: wall(meeting.recordDate),
      votingOpensAt: wall(meeting.votingOpensAt),
      votingClosesAt: wall(meeting.votingClosesAt),
      quorumKind: meeting.quorumKind,
      quorumValue: String(meeting.quorumValue),
      motionsDeadline: wall(meeting.motionsDeadline),
      chairEmail: meeting.chairEmail ?? "",
      ...(meeting.householdVotes ? { householdVotes: "on" } : {}),
    } as Record<string, string>,
    noticeDays: meetingNoticeDays,
    rollNow,
    electorate,
    agenda: agenda.map((item) => ({
      ...item,
      voted: turnout?.get(item.id) ?? 0,
      candidates: item.candidates.map(({ id, name, statement, acceptedAt }) => ({ id, name, statement, accepted: acceptedAt !== null })),
    })),
    documents,
    motions: motions.map(({ proposerId: _proposer, createdAt: _created, ...motion }) => motion),
  });
}

type Reply = { intent: string; message?: string; errors?: Record<string, string>; values?: Record<string, string> };

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const id = parseId(params.meetingId);
  const meeting = id === null ? null : await getMeeting(id, { openedOnly: false });
  if (!meeting) throw notFound();
  const formData = await readFormData(request);
  const intent = readIntent(formData, [
    "update",
    "open",
    "add-item",
    "remove-item",
    "add-candidate",
    "add-link",
    "remove-document",
    "accept-motion",
    "decline-motion",
  ]);
  if (!intent) return json({ message: UNKNOWN_ACTION() }, { status: 400 });
  const back = `/admin/meetings/${meeting.id}`;
  const done = (description: string) => redirectWithToast(back, { type: "success", description });
  const refuse = (reply: Reply, status = 400) => json<Reply>(reply, { status });

  switch (intent) {
    case "update": {
      const parsed = parseMeetingForm(formData, branding.timeZone);
      if (!parsed.ok) return refuse({ intent, errors: parsed.errors, values: parsed.values });
      const updated = await updateMeeting(meeting.id, parsed.value);
      if (!updated.ok) {
        const values = postedValues(formData);
        return updated.reason === "chair-unknown"
          ? refuse({ intent, errors: { chairEmail: messageFor(meetingMessages, updated) }, values })
          : refuse({ intent, message: messageFor(meetingMessages, updated), values }, 409);
      }
      return done(m.meetings_admin_saved());
    }
    case "open": {
      const opened = await openMeeting(meeting.id, meetingNoticeDays);
      if (!opened.ok) return refuse({ intent, message: messageFor(meetingMessages, opened) }, opened.reason === "not-found" ? 404 : 409);
      return done(m.meetings_admin_opened({ count: opened.notices, formatted: formatNumber(opened.notices) }));
    }
    case "add-item": {
      const parsed = parseItemForm(formData);
      if (!parsed.ok) return refuse({ intent, errors: parsed.errors, values: parsed.values });
      const added = await addItem(meeting.id, parsed.value);
      if (!added.ok) return refuse({ intent, message: messageFor(meetingMessages, added) }, 409);
      return done(m.meetings_admin_item_added());
    }
    case "remove-item": {
      const itemId = parseId(formData.get("itemId"));
      if (itemId === null || !(await removeItem(meeting.id, itemId)))
        return refuse({ intent, message: m.meetings_admin_item_not_removed() }, 409);
      return done(m.meetings_admin_item_removed());
    }
    case "add-candidate": {
      const parsed = parseCandidateForm(formData);
      if (!parsed.ok) return refuse({ intent, errors: parsed.errors, values: parsed.values });
      const added = await addCandidate(meeting.id, parsed.value);
      const values = { email: parsed.value.email, statement: parsed.value.statement ?? "", itemId: String(parsed.value.itemId) };
      if (!added.ok)
        return refuse(
          added.reason === "unknown-member" || added.reason === "already-candidate"
            ? { intent, errors: { email: messageFor(meetingMessages, added) }, values }
            : { intent, message: messageFor(meetingMessages, added), values },
          409,
        );
      return done(m.meetings_admin_candidate_added());
    }
    case "add-link": {
      const parsed = parseDocumentForm(formData);
      if (!parsed.ok) return refuse({ intent, errors: parsed.errors, values: parsed.values });
      if (!parsed.value.url)
        return refuse({ intent, errors: { url: m.meetings_admin_document_url_required() }, values: { title: parsed.value.title } });
      await addDocument(meeting.id, { title: parsed.value.title, url: parsed.value.url });
      return done(m.meetings_admin_document_added());
    }
    case "remove-document": {
      const documentId = parseId(formData.get("documentId"));
      if (documentId === null || !(await removeDocument(meeting.id, documentId)))
        return refuse({ intent, message: m.meetings_document_missing() }, 404);
      return done(m.meetings_admin_document_removed());
    }
    case "accept-motion": {
      const motionId = parseId(formData.get("motionId"));
      const decided = motionId === null ? null : await decideMotion(meeting.id, motionId, { accept: true });
      if (!decided?.ok)
        return refuse({ intent, message: decided ? messageFor(meetingMessages, decided) : m.meetings_motion_missing() }, 409);
      return done(m.meetings_admin_motion_accepted());
    }
    case "decline-motion": {
      const parsed = parseDeclineForm(formData);
      if (!parsed.ok) return refuse({ intent, errors: parsed.errors, values: parsed.values });
      const decided = await decideMotion(meeting.id, parsed.value.motionId, { accept: false, reason: parsed.value.reason });
      if (!decided.ok)
        return refuse(
          {
            intent,
            message: messageFor(meetingMessages, decided),
            values: { motionId: String(parsed.value.motionId), reason: parsed.value.reason },
          },
          409,
        );
      return done(m.meetings_admin_motion_declined());
    }
  }
}

export default function AdminMeetingPage() {
  const { meeting, values, noticeDays, rollNow, electorate, agenda, documents, motions } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const navigation = useNavigation();
  const { timeZone } = useBranding();
  const pending = navigation.state !== "idle";
  const replyFor = (intent: string) => (reply?.intent === intent ? reply : undefined);
  const elections = agenda.filter((item) => item.kind === "election");
  const itemReply = replyFor("add-item");
  const candidateReply = replyFor("add-candidate");
  const linkReply = replyFor("add-link");
  const declineReply = replyFor("decline-motion");
  const message = reply?.message;

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <BackLink to="/admin/meetings" label={m.meetings_admin_list_title()} />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{meeting.title}</h1>
        <p>
          {formatDateTime(meeting.startsAt, timeZone)} · {meeting.location}
        </p>
        {meeting.opened ? (
          <p className="space-x-4">
            <Link to={`/meetings/${meeting.id}`} className={adminLinkClass}>
              {m.meetings_admin_public_page()}
            </Link>
            {meeting.closed ? (
              <Link to={`/meetings/${meeting.id}/results`} className={adminLinkClass}>
                {m.meetings_results_link()}
              </Link>
            ) : null}
          </p>
        ) : null}
        {message ? (
          <p role="alert" className="font-medium text-red-700 dark:text-red-400">
            {message}
          </p>
        ) : null}
      </header>

      {!meeting.opened ? (
        <section aria-labelledby="notice" className="space-y-3 rounded-xl border border-brand-200 p-4 dark:border-brand-800">
          <h2 id="notice" className="text-xl font-semibold">
            {m.meetings_admin_open_title()}
          </h2>
          <p>{m.meetings_admin_open_explain({ days: noticeDays })}</p>
          {rollNow !== null ? (
            <p>{m.meetings_admin_roll_now({ count: formatNumber(rollNow) })}</p>
          ) : (
            <p>{m.meetings_refusal_record_date_ahead()}</p>
          )}
          <Form method="post">
            <input type="hidden" name="intent" value="open" />
            <Button type="submit" disabled={pending}>
              {m.meetings_admin_open()}
            </Button>
          </Form>
        </section>
      ) : (
        <section aria-labelledby="turnout" className="space-y-2">
          <h2 id="turnout" className="text-xl font-semibold">
            {m.meetings_admin_turnout_title()}
          </h2>
          <p>{m.meetings_admin_turnout_explain({ count: formatNumber(electorate ?? 0) })}</p>
          <ul className="list-disc pl-5">
            {agenda.map((item) => (
              <li key={item.id} data-testid={`turnout-${item.id}`}>
                {m.meetings_admin_turnout_item({
                  title: item.title,
                  count: formatNumber(item.voted),
                  electorate: formatNumber(electorate ?? 0),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}

      {!meeting.opened ? (
        <section aria-labelledby="details" className="space-y-3">
          <h2 id="details" className="text-xl font-semibold">
            {m.meetings_admin_details()}
          </h2>
          <Form method="post" className="space-y-3" noValidate>
            <input type="hidden" name="intent" value="update" />
            <MeetingFields values={replyFor("update")?.values ?? values} errors={replyFor("update")?.errors ?? {}} />
            <Button type="submit" disabled={pending}>
              {m.meetings_admin_save()}
            </Button>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="agenda" className="space-y-3">
        <h2 id="agenda" className="text-xl font-semibold">
          {m.meetings_agenda()}
        </h2>
        {agenda.length === 0 ? <p>{m.meetings_agenda_empty()}</p> : null}
        <ol className="space-y-3">
          {agenda.map((item) => (
            <li key={item.id} className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">
                  {item.position}. {item.title}{" "}
                  <span className="text-sm font-normal">
                    (
                    {item.kind === "election"
                      ? m.meetings_item_election({ seats: item.seats ?? 1 })
                      : item.special
                        ? m.meetings_item_special()
                        : m.meetings_item_motion()}
                    )
                  </span>
                </h3>
                {!meeting.opened ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-item" />
                    <input type="hidden" name="itemId" value={item.id} />
                    <Button
                      type="submit"
                      variant="secondary"
                      disabled={pending}
                      aria-label={m.meetings_admin_remove_item({ title: item.title })}
                    >
                      {m.meetings_admin_remove()}
                    </Button>
                  </Form>
                ) : null}
              </div>
              {item.kind === "election" ? (
                item.candidates.length === 0 ? (
                  <p className="text-sm">{m.meetings_candidates_none()}</p>
                ) : (
                  <ul className="mt-1 text-sm">
                    {item.candidates.map((candidate) => (
                      <li key={candidate.id}>
                        {candidate.name} —{" "}
                        {candidate.accepted ? m.meetings_admin_candidate_accepted() : m.meetings_admin_candidate_waiting()}
                      </li>
                    ))}
                  </ul>
                )
              ) : null}
            </li>
          ))}
        </ol>

        {meeting.beforeVoting ? (
          <Form method="post" className="space-y-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700" noValidate>
            <h3 className="font-semibold">{m.meetings_admin_add_item()}</h3>
            <input type="hidden" name="intent" value="add-item" />
            <label htmlFor="item-kind" className="block text-sm font-medium">
              {m.meetings_admin_field_item_kind()}
            </label>
            <select id="item-kind" name="kind" className={inputClass} defaultValue={itemReply?.values?.kind ?? "motion"}>
              <option value="motion">{m.meetings_item_motion()}</option>
              <option value="election">{m.meetings_admin_item_kind_election()}</option>
            </select>
            <TextField
              id="item-title"
              name="title"
              label={m.meetings_admin_field_item_title()}
              defaultValue={itemReply?.values?.title ?? ""}
              error={itemReply?.errors?.title}
            />
            <TextField
              id="item-body"
              name="body"
              rows={3}
              label={m.meetings_admin_field_item_body()}
              defaultValue={itemReply?.values?.body ?? ""}
            />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="special" defaultChecked={itemReply?.values?.special === "on"} />
              {m.meetings_admin_field_special()}
            </label>
            <TextField
              id="item-seats"
              name="seats"
              label={m.meetings_admin_field_seats()}
              inputMode="numeric"
              defaultValue={itemReply?.values?.seats ?? ""}
              error={itemReply?.errors?.seats}
            />
            <Button type="submit" disabled={pending}>
              {m.meetings_admin_add_item()}
            </Button>
          </Form>
        ) : null}

        {meeting.beforeVoting && elections.length > 0 ? (
          <Form method="post" className="space-y-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700" noValidate>
            <h3 className="font-semibold">{m.meetings_admin_add_candidate()}</h3>
            <p className="text-sm">{m.meetings_admin_candidate_explain()}</p>
            <input type="hidden" name="intent" value="add-candidate" />
            <label htmlFor="candidate-item" className="block text-sm font-medium">
              {m.meetings_admin_field_election()}
            </label>
            <select id="candidate-item" name="itemId" className={inputClass} defaultValue={candidateReply?.values?.itemId}>
              {elections.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
            <TextField
              id="candidate-email"
              name="email"
              label={m.meetings_admin_field_candidate_email()}
              type="email"
              autoComplete="off"
              defaultValue={candidateReply?.values?.email ?? ""}
              error={candidateReply?.errors?.email}
            />
            <TextField
              id="candidate-statement"
              name="statement"
              rows={3}
              label={m.meetings_admin_field_statement()}
              defaultValue={candidateReply?.values?.statement ?? ""}
            />
            <Button type="submit" disabled={pending}>
              {m.meetings_admin_add_candidate()}
            </Button>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="papers" className="space-y-3">
        <h2 id="papers" className="text-xl font-semibold">
          {m.meetings_documents()}
        </h2>
        {documents.length === 0 ? <p>{m.meetings_documents_none()}</p> : null}
        <ul className="space-y-1">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center gap-3">
              <a href={document.url ?? `/meetings/${meeting.id}/documents/${document.id}`} className={adminLinkClass}>
                {document.title}
              </a>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-document" />
                <input type="hidden" name="documentId" value={document.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  disabled={pending}
                  aria-label={m.meetings_admin_remove_document({ title: document.title })}
                >
                  {m.meetings_admin_remove()}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" className="space-y-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700" noValidate>
          <h3 className="font-semibold">{m.meetings_admin_add_link()}</h3>
          <input type="hidden" name="intent" value="add-link" />
          <TextField
            id="link-title"
            name="title"
            label={m.meetings_admin_field_document_title()}
            defaultValue={linkReply?.values?.title ?? ""}
            error={linkReply?.errors?.title}
          />
          <TextField
            id="link-url"
            name="url"
            label={m.meetings_admin_field_document_url()}
            type="url"
            defaultValue={linkReply?.values?.url ?? ""}
            error={linkReply?.errors?.url}
          />
          <Button type="submit" disabled={pending}>
            {m.meetings_admin_add_link()}
          </Button>
        </Form>
        <Form
          method="post"
          action={`/admin/meetings/${meeting.id}/documents`}
          encType="multipart/form-data"
          className="space-y-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700"
          noValidate
        >
          <h3 className="font-semibold">{m.meetings_admin_upload()}</h3>
          <TextField id="upload-title" name="title" label={m.meetings_admin_field_document_title()} />
          <TextField id="upload-file" name="pdf" type="file" accept="application/pdf,.pdf" label={m.meetings_admin_field_pdf()} />
          <Button type="submit" disabled={pending}>
            {m.meetings_admin_upload()}
          </Button>
        </Form>
      </section>

      <section aria-labelledby="motions" className="space-y-3">
        <h2 id="motions" className="text-xl font-semibold">
          {m.meetings_motions()}
        </h2>
        {motions.length === 0 ? <p>{m.meetings_admin_motions_none()}</p> : null}
        <ul className="space-y-3">
          {motions.map((motion) => (
            <MotionCard key={motion.id} motion={motion} names>
              {motion.status === "seconded" && meeting.beforeVoting ? (
                <div className="flex flex-wrap items-start gap-3">
                  <Form method="post">
                    <input type="hidden" name="intent" value="accept-motion" />
                    <input type="hidden" name="motionId" value={motion.id} />
                    <Button type="submit" disabled={pending}>
                      {m.meetings_admin_accept_motion()}
                    </Button>
                  </Form>
                  <Form method="post" className="grow space-y-1" noValidate>
                    <input type="hidden" name="intent" value="decline-motion" />
                    <input type="hidden" name="motionId" value={motion.id} />
                    <TextField
                      id={`reason-${motion.id}`}
                      name="reason"
                      rows={2}
                      label={m.meetings_admin_field_reason()}
                      defaultValue={declineReply?.values?.motionId === String(motion.id) ? declineReply.values.reason : ""}
                      error={declineReply?.values?.motionId === String(motion.id) ? declineReply.errors?.reason : undefined}
                    />
                    <Button type="submit" variant="secondary" disabled={pending}>
                      {m.meetings_admin_decline_motion()}
                    </Button>
                  </Form>
                </div>
              ) : null}
            </MotionCard>
          ))}
        </ul>
      </section>
    </div>
  );
}
