import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Ballot, type BallotItemView } from "~/components/meetings/ballot";
import { MotionCard } from "~/components/meetings/motion-card";
import { TextField } from "~/components/meetings/text-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { UNKNOWN_ACTION } from "~/i18n/messages/common";
import { meetingMessages } from "~/i18n/messages/meetings";
import { messageFor } from "~/i18n/message-map";
import * as m from "~/i18n/paraglide/messages/_index.js";
import {
  agendaOf,
  answerNomination,
  documentsOf,
  eligibilityOf,
  getMeeting,
  motionsOf,
  proposeMotion,
  secondMotion,
} from "~/models/meeting-agenda.server";
import { ballotOf, meetingPhase, voteRefusalStatus } from "~/models/meetings";
import {
  appointProxy,
  ballotItems,
  castVotes,
  mailReceipts,
  memberByEmail,
  namesOf,
  revokeProxy,
  votingState,
} from "~/models/meetings.server";
import { getOptionalUser, loginPath, requireUser } from "~/utils/auth.server";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { readIntent } from "~/utils/intent.server";
import { titled } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseId } from "~/utils/validation.server";
import { parseMotionForm, readBallot } from "./__forms.server";

export const meta: MetaFunction<typeof loader> = (args) => titled(() => args.data?.meeting.title ?? m.meetings_title())(args);

const notFound = () => new Response(m.meetings_refusal_not_found(), { status: 404 });

/**
 * /meetings/{id}: a general meeting whose notice has gone out. Anyone sees its agenda and papers;
 * a signed-in member sees whether they may vote and why not, their ballot while voting is open (and
 * one for each member whose proxy they are, each shown as such), the proxy form before it opens,
 * their nominations to accept, and the members' motions to propose and second.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.meetingId);
  const meeting = id === null ? null : await getMeeting(id, { openedOnly: true });
  if (!meeting) throw notFound();
  const user = await getOptionalUser(request);
  const now = new Date();
  const [agenda, documents, motions] = await Promise.all([agendaOf(meeting.id), documentsOf(meeting.id), motionsOf(meeting.id)]);
  const phase = meetingPhase(meeting, now);

  let member = null;
  if (user) {
    const [eligibility, state] = await Promise.all([eligibilityOf(meeting, user.id), votingState(meeting.id, user.id)]);
    const names = await namesOf([...(state.myProxy ? [state.myProxy] : []), ...state.principals.map((principal) => principal.userId)]);
    const ballot = phase === "voting" ? ballotOf(agenda) : [];
    const open = (voted: number[]): BallotItemView[] =>
      ballot
        .filter((item) => !voted.includes(item.id))
        .map((item) =>
          item.kind === "motion"
            ? { id: item.id, kind: "motion", title: item.title, special: item.special }
            : { id: item.id, kind: "election", title: item.title, seats: item.seats, candidates: item.candidates },
        );
    member = {
      id: user.id,
      eligibility,
      myProxy: state.myProxy
        ? { id: state.myProxy, name: names.get(state.myProxy) ?? "", isChair: state.myProxy === meeting.chairId }
        : null,
      ownBallot: eligibility.voter && !state.myProxy ? open(state.ownVoted) : [],
      ownVotedAll: eligibility.voter && ballot.length > 0 && ballot.every((item) => state.ownVoted.includes(item.id)),
      proxyBallots: state.principals.map((principal) => ({
        voterId: principal.userId,
        name: names.get(principal.userId) ?? "",
        items: open(principal.voted),
      })),
      nominations: agenda.flatMap((item) =>
        item.candidates
          .filter((candidate) => candidate.userId === user.id)
          .map((candidate) => ({ id: candidate.id, itemTitle: item.title, accepted: candidate.acceptedAt !== null })),
      ),
    };
  }

  return json({
    meeting: {
      id: meeting.id,
      kind: meeting.kind,
      title: meeting.title,
      description: meeting.description,
      startsAt: meeting.startsAt.toISOString(),
      location: meeting.location,
      onlineUrl: meeting.onlineUrl,
      recordDate: meeting.recordDate.toISOString(),
      votingOpensAt: meeting.votingOpensAt.toISOString(),
      votingClosesAt: meeting.votingClosesAt.toISOString(),
      motionsOpen: now < (meeting.motionsDeadline ?? meeting.votingOpensAt),
      motionsDeadline: (meeting.motionsDeadline ?? meeting.votingOpensAt).toISOString(),
      chairName: meeting.chairName,
      hasChair: meeting.chairId !== null,
    },
    phase,
    agenda: agenda.map((item) => ({
      id: item.id,
      position: item.position,
      kind: item.kind,
      title: item.title,
      body: item.body,
      special: item.special,
      seats: item.seats,
      candidates: item.candidates.filter((candidate) => candidate.acceptedAt).map(({ id, name, statement }) => ({ id, name, statement })),
    })),
    documents,
    motions: motions.map((motion) => ({
      id: motion.id,
      title: motion.title,
      body: motion.body,
      status: motion.status,
      // Who proposed and seconded a motion is for the members, not every visitor.
      proposerName: user ? motion.proposerName : null,
      seconderName: user ? motion.seconderName : null,
      mine: user !== null && motion.proposerId === user.id,
      // Only the proposer is told why the committee declined their motion.
      declineReason: user !== null && motion.proposerId === user.id ? motion.declineReason : null,
    })),
    member,
    signIn: user ? null : loginPath(`/meetings/${meeting.id}`),
  });
}

type Reply = {
  intent: string;
  message?: string;
  errors?: Record<string, string>;
  posted?: Record<string, string[]>;
  voterId?: string;
  values?: Record<string, string>;
  receipts?: { itemId: number; title: string; receipt: string }[];
  forName?: string | null;
  alreadyVoted?: number;
};

const refuse = (reply: Reply, status = 400) => json<Reply>(reply, { status });

/**
 * The page's forms: a ballot (answered with its receipts on this page, never redirected, so they
 * are shown once; not under a one-time key either, whose stored answer would keep them beside the
 * member's id), the proxy, a motion and its seconding, a nomination's answer.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const id = parseId(params.meetingId);
  const user = await requireUser(request, { returnTo: `/meetings/${params.meetingId ?? ""}` });
  const meeting = id === null ? null : await getMeeting(id, { openedOnly: true });
  if (!meeting) throw notFound();
  const formData = await readFormData(request);
  const intent = readIntent(formData, [
    "vote",
    "appoint-proxy",
    "appoint-chair",
    "revoke-proxy",
    "propose-motion",
    "second-motion",
    "nomination",
  ]);
  if (!intent) return json({ message: UNKNOWN_ACTION() }, { status: 400 });
  const back = `/meetings/${meeting.id}`;
  const done = (message: string) => redirectWithToast(back, { type: "success", description: message });

  switch (intent) {
    case "vote": {
      const voterId = String(formData.get("voterId") ?? user.id);
      const items = await ballotItems(meeting.id);
      const posted: Record<string, string[]> = {};
      for (const item of items) posted[`item-${item.id}`] = formData.getAll(`item-${item.id}`).map(String);
      const { choices, errors } = readBallot(formData, items);
      if (Object.keys(errors).length) return refuse({ intent, errors, posted, voterId });
      const cast = await castVotes({ meetingId: meeting.id, voterId, castBy: user.id, choices });
      if (!cast.ok) {
        return refuse({ intent, message: messageFor(meetingMessages, cast), posted, voterId }, voteRefusalStatus(cast.reason));
      }
      const titles = new Map(items.map((item) => [item.id, item.title]));
      // Mailed after the answer is on its way (decision 009: the receipt is shown before anything else is sent).
      void mailReceipts({ meetingId: meeting.id, voterId, castBy: user.id, receipts: cast.receipts });
      const forName = voterId === user.id ? null : ((await namesOf([voterId])).get(voterId) ?? null);
      return json<Reply>({
        intent,
        receipts: cast.receipts.map((receipt) => ({ ...receipt, title: titles.get(receipt.itemId) ?? "" })),
        forName,
        alreadyVoted: cast.alreadyVoted.length,
      });
    }
    case "appoint-proxy":
    case "appoint-chair": {
      const email = String(formData.get("proxyEmail") ?? "").trim();
      if (intent === "appoint-proxy" && !/^[^\s@]+@[^\s@]+$/.test(email))
        return refuse({ intent, errors: { proxyEmail: m.meetings_proxy_email_invalid() }, values: { proxyEmail: email } });
      const proxyId = intent === "appoint-chair" ? meeting.chairId : ((await memberByEmail(email))?.id ?? null);
      if (!proxyId)
        return refuse({ intent, errors: { proxyEmail: m.meetings_refusal_proxy_not_eligible() }, values: { proxyEmail: email } });
      const appointed = await appointProxy(meeting.id, user.id, proxyId);
      if (!appointed.ok)
        return refuse({ intent, errors: { proxyEmail: messageFor(meetingMessages, appointed) }, values: { proxyEmail: email } });
      return done(m.meetings_proxy_appointed());
    }
    case "revoke-proxy": {
      const revoked = await revokeProxy(meeting.id, user.id);
      if (!revoked.ok) return refuse({ intent, message: messageFor(meetingMessages, revoked) });
      return done(m.meetings_proxy_revoked());
    }
    case "propose-motion": {
      const values = { title: String(formData.get("title") ?? ""), body: String(formData.get("body") ?? "") };
      const parsed = parseMotionForm(formData);
      if (!parsed.ok) return refuse({ intent, errors: parsed.errors, values });
      const proposed = await proposeMotion(meeting.id, user.id, parsed.value);
      if (!proposed.ok)
        return refuse({ intent, message: messageFor(meetingMessages, proposed), values }, proposed.reason === "not-eligible" ? 403 : 400);
      return done(m.meetings_motion_proposed());
    }
    case "second-motion": {
      const motionId = parseId(formData.get("motionId"));
      const seconded = motionId === null ? null : await secondMotion(meeting.id, motionId, user.id);
      if (!seconded?.ok)
        return refuse(
          { intent, message: seconded ? messageFor(meetingMessages, seconded) : m.meetings_motion_missing() },
          seconded?.reason === "not-eligible" ? 403 : 400,
        );
      return done(m.meetings_motion_seconded());
    }
    case "nomination": {
      const candidateId = parseId(formData.get("candidateId"));
      const accept = formData.get("answer") === "accept";
      const answered = candidateId === null ? null : await answerNomination(meeting.id, candidateId, user.id, accept);
      if (!answered?.ok)
        return refuse({ intent, message: answered ? messageFor(meetingMessages, answered) : m.meetings_refusal_not_found() }, 404);
      return done(accept ? m.meetings_nomination_accepted() : m.meetings_nomination_withdrawn());
    }
  }
}

const KIND_LABELS = { annual: () => m.meetings_kind_annual(), extraordinary: () => m.meetings_kind_extraordinary() };

export default function MeetingPage() {
  const { meeting, phase, agenda, documents, motions, member, signIn } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const navigation = useNavigation();
  const { timeZone } = useBranding();
  const pending = navigation.state !== "idle";
  const when = (at: string) => formatDateTime(at, timeZone);
  const replyFor = (intent: string) => (reply?.intent === intent ? reply : undefined);
  const voteReply = replyFor("vote");
  const proxyReply = replyFor("appoint-proxy") ?? replyFor("appoint-chair") ?? replyFor("revoke-proxy");
  const motionReply = replyFor("propose-motion");

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header className="space-y-2">
        <p>
          <Link to="/meetings" className="text-sm text-brand-700 underline dark:text-brand-100">
            {m.meetings_back()}
          </Link>
        </p>
        <h1 className="text-3xl font-bold">{meeting.title}</h1>
        <p>
          <Badge tone="blue">{KIND_LABELS[meeting.kind]()}</Badge>
        </p>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">{m.meetings_when()}</dt>
          <dd>
            <time dateTime={meeting.startsAt}>{when(meeting.startsAt)}</time>
          </dd>
          <dt className="font-medium">{m.meetings_where()}</dt>
          <dd>
            {meeting.location}
            {meeting.onlineUrl ? (
              <>
                {" · "}
                <a href={meeting.onlineUrl} className="text-brand-700 underline dark:text-brand-100" rel="noopener noreferrer">
                  {m.meetings_online_link()}
                </a>
              </>
            ) : null}
          </dd>
          <dt className="font-medium">{m.meetings_voting()}</dt>
          <dd>{m.meetings_voting_window({ opens: when(meeting.votingOpensAt), closes: when(meeting.votingClosesAt) })}</dd>
          {meeting.chairName ? (
            <>
              <dt className="font-medium">{m.meetings_chair()}</dt>
              <dd>{meeting.chairName}</dd>
            </>
          ) : null}
        </dl>
        {meeting.description ? <p className="whitespace-pre-line">{meeting.description}</p> : null}
        {phase === "closed" ? (
          <p>
            <Link to={`/meetings/${meeting.id}/results`} className="font-semibold text-brand-700 underline dark:text-brand-100">
              {m.meetings_results_link()}
            </Link>
          </p>
        ) : null}
      </header>

      <section aria-labelledby="your-vote" className="space-y-4">
        <h2 id="your-vote" className="text-2xl font-semibold">
          {m.meetings_your_vote()}
        </h2>
        {signIn ? (
          <p>
            <a href={signIn} className="text-brand-700 underline dark:text-brand-100">
              {m.meetings_sign_in()}
            </a>
          </p>
        ) : member ? (
          <>
            <p data-testid="eligibility">
              {member.eligibility.voter
                ? member.eligibility.why === "household"
                  ? m.meetings_eligible_household({ date: when(meeting.recordDate) })
                  : m.meetings_eligible_member({ date: when(meeting.recordDate) })
                : member.eligibility.why === "joined-after"
                  ? m.meetings_not_eligible_joined({ date: when(meeting.recordDate) })
                  : m.meetings_not_eligible_member({ date: when(meeting.recordDate) })}
            </p>

            {voteReply?.receipts ? (
              <div role="status" className="space-y-2 rounded-xl border-2 border-green-600 bg-green-50 p-4 dark:bg-green-950">
                <h3 className="text-lg font-semibold">
                  {voteReply.forName ? m.meetings_receipts_title_proxy({ name: voteReply.forName }) : m.meetings_receipts_title()}
                </h3>
                <p>{m.meetings_receipts_once()}</p>
                <ul className="space-y-1">
                  {voteReply.receipts.map((receipt) => (
                    <li key={receipt.itemId}>
                      {receipt.title}:{" "}
                      <code className="font-mono text-lg font-semibold" data-testid="receipt">
                        {receipt.receipt}
                      </code>
                    </li>
                  ))}
                </ul>
                {voteReply.alreadyVoted ? <p>{m.meetings_receipts_some_already({ count: voteReply.alreadyVoted })}</p> : null}
              </div>
            ) : null}
            {voteReply?.message ? (
              <p role="alert" className="font-medium text-red-700 dark:text-red-400">
                {voteReply.message}
              </p>
            ) : null}

            {phase === "voting" && member.eligibility.voter ? (
              member.myProxy ? (
                <p>{m.meetings_vote_with_proxy({ name: member.myProxy.name })}</p>
              ) : member.ownBallot.length > 0 ? (
                <Ballot
                  heading={m.meetings_ballot_own()}
                  voterId={member.id}
                  items={member.ownBallot}
                  errors={voteReply?.voterId === member.id ? (voteReply.errors ?? {}) : {}}
                  posted={voteReply?.voterId === member.id ? (voteReply.posted ?? {}) : {}}
                  pending={pending}
                />
              ) : member.ownVotedAll ? (
                <p>{m.meetings_voted_all()}</p>
              ) : null
            ) : null}
            {phase === "voting"
              ? member.proxyBallots.map((ballot) =>
                  ballot.items.length > 0 ? (
                    <Ballot
                      key={ballot.voterId}
                      heading={m.meetings_ballot_for({ name: ballot.name })}
                      voterId={ballot.voterId}
                      items={ballot.items}
                      errors={voteReply?.voterId === ballot.voterId ? (voteReply.errors ?? {}) : {}}
                      posted={voteReply?.voterId === ballot.voterId ? (voteReply.posted ?? {}) : {}}
                      pending={pending}
                    />
                  ) : (
                    <p key={ballot.voterId}>{m.meetings_voted_all_for({ name: ballot.name })}</p>
                  ),
                )
              : null}
            {phase === "before" ? <p>{m.meetings_voting_not_open({ opens: when(meeting.votingOpensAt) })}</p> : null}

            {phase === "before" && member.eligibility.voter ? (
              <div className="space-y-3 rounded-xl border border-gray-200 p-4 dark:border-gray-700">
                <h3 className="text-lg font-semibold">{m.meetings_proxy_title()}</h3>
                <p className="text-sm">{m.meetings_proxy_explain()}</p>
                {member.myProxy ? (
                  <Form method="post" className="flex flex-wrap items-center gap-3">
                    <input type="hidden" name="intent" value="revoke-proxy" />
                    <p>{m.meetings_proxy_current({ name: member.myProxy.name })}</p>
                    <Button type="submit" variant="secondary" disabled={pending}>
                      {m.meetings_proxy_revoke()}
                    </Button>
                  </Form>
                ) : (
                  <>
                    <Form method="post" className="space-y-2">
                      <input type="hidden" name="intent" value="appoint-proxy" />
                      <TextField
                        id="proxyEmail"
                        name="proxyEmail"
                        type="email"
                        autoComplete="off"
                        label={m.meetings_proxy_email()}
                        defaultValue={proxyReply?.values?.proxyEmail ?? ""}
                        error={proxyReply?.errors?.proxyEmail}
                      />
                      <Button type="submit" disabled={pending}>
                        {m.meetings_proxy_appoint()}
                      </Button>
                    </Form>
                    {meeting.hasChair ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="appoint-chair" />
                        <Button type="submit" variant="secondary" disabled={pending}>
                          {m.meetings_proxy_appoint_chair({ name: meeting.chairName ?? "" })}
                        </Button>
                      </Form>
                    ) : null}
                  </>
                )}
                {proxyReply?.message ? (
                  <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                    {proxyReply.message}
                  </p>
                ) : null}
              </div>
            ) : null}

            {member.nominations.length > 0 && phase === "before" ? (
              <div className="space-y-2 rounded-xl border border-gray-200 p-4 dark:border-gray-700">
                <h3 className="text-lg font-semibold">{m.meetings_nominations_title()}</h3>
                {member.nominations.map((nomination) => (
                  <Form key={nomination.id} method="post" className="flex flex-wrap items-center gap-3">
                    <input type="hidden" name="intent" value="nomination" />
                    <input type="hidden" name="candidateId" value={nomination.id} />
                    <p>
                      {nomination.accepted
                        ? m.meetings_nomination_is_accepted({ title: nomination.itemTitle })
                        : m.meetings_nomination_waiting({ title: nomination.itemTitle })}
                    </p>
                    <Button
                      type="submit"
                      name="answer"
                      value={nomination.accepted ? "withdraw" : "accept"}
                      variant={nomination.accepted ? "secondary" : "primary"}
                      disabled={pending}
                    >
                      {nomination.accepted ? m.meetings_nomination_withdraw() : m.meetings_nomination_accept()}
                    </Button>
                  </Form>
                ))}
                {replyFor("nomination")?.message ? <p role="alert">{replyFor("nomination")?.message}</p> : null}
              </div>
            ) : null}
          </>
        ) : null}
      </section>

      <section aria-labelledby="agenda" className="space-y-3">
        <h2 id="agenda" className="text-2xl font-semibold">
          {m.meetings_agenda()}
        </h2>
        {agenda.length === 0 ? <p>{m.meetings_agenda_empty()}</p> : null}
        <ol className="space-y-4">
          {agenda.map((item) => (
            <li key={item.id} className="rounded-xl border border-gray-200 p-4 dark:border-gray-700">
              <h3 className="font-semibold">
                {item.position}. {item.title}
              </h3>
              <p className="text-sm text-gray-600 dark:text-gray-300">
                {item.kind === "election"
                  ? m.meetings_item_election({ seats: item.seats ?? 1 })
                  : item.special
                    ? m.meetings_item_special()
                    : m.meetings_item_motion()}
              </p>
              {item.body ? <p className="mt-2 whitespace-pre-line">{item.body}</p> : null}
              {item.kind === "election" ? (
                item.candidates.length === 0 ? (
                  <p className="mt-2">{m.meetings_candidates_none()}</p>
                ) : (
                  <ul className="mt-2 space-y-2">
                    {item.candidates.map((candidate) => (
                      <li key={candidate.id}>
                        <span className="font-medium">{candidate.name}</span>
                        {candidate.statement ? <p className="whitespace-pre-line text-sm">{candidate.statement}</p> : null}
                      </li>
                    ))}
                  </ul>
                )
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="documents" className="space-y-2">
        <h2 id="documents" className="text-2xl font-semibold">
          {m.meetings_documents()}
        </h2>
        {documents.length === 0 ? <p>{m.meetings_documents_none()}</p> : null}
        <ul className="list-disc space-y-1 pl-5">
          {documents.map((document) => (
            <li key={document.id}>
              <a
                href={document.url ?? `/meetings/${meeting.id}/documents/${document.id}`}
                className="text-brand-700 underline dark:text-brand-100"
                rel={document.url ? "noopener noreferrer" : undefined}
              >
                {document.title}
              </a>
              {document.size ? (
                <span className="text-sm"> ({m.meetings_document_pdf({ kb: Math.max(1, Math.round(document.size / 1024)) })})</span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="motions" className="space-y-3">
        <h2 id="motions" className="text-2xl font-semibold">
          {m.meetings_motions()}
        </h2>
        <p className="text-sm">{m.meetings_motions_explain({ deadline: when(meeting.motionsDeadline) })}</p>
        {replyFor("second-motion")?.message ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {replyFor("second-motion")?.message}
          </p>
        ) : null}
        <ul className="space-y-3">
          {motions.map((motion) => (
            <MotionCard key={motion.id} id={`motion-${motion.id}`} motion={motion} names={member !== null}>
              {motion.status === "proposed" && meeting.motionsOpen && member?.eligibility.voter && !motion.mine ? (
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="second-motion" />
                  <input type="hidden" name="motionId" value={motion.id} />
                  <Button type="submit" variant="secondary" disabled={pending}>
                    {m.meetings_motion_second()}
                  </Button>
                </Form>
              ) : null}
              {motion.status === "proposed" && motion.mine ? (
                <p className="mt-2 text-sm">{m.meetings_motion_share({ link: `/meetings/${meeting.id}#motion-${motion.id}` })}</p>
              ) : null}
            </MotionCard>
          ))}
        </ul>
        {meeting.motionsOpen && member?.eligibility.voter ? (
          <Form method="post" className="space-y-2 rounded-xl border border-gray-200 p-4 dark:border-gray-700">
            <h3 className="text-lg font-semibold">{m.meetings_motion_propose_title()}</h3>
            <input type="hidden" name="intent" value="propose-motion" />
            <TextField
              id="motion-title"
              name="title"
              maxLength={200}
              label={m.meetings_field_motion_title()}
              defaultValue={motionReply?.values?.title ?? ""}
              error={motionReply?.errors?.title}
            />
            <TextField
              id="motion-body"
              name="body"
              rows={5}
              label={m.meetings_field_motion_body()}
              defaultValue={motionReply?.values?.body ?? ""}
              error={motionReply?.errors?.body}
            />
            {motionReply?.message ? (
              <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                {motionReply.message}
              </p>
            ) : null}
            <Button type="submit" disabled={pending}>
              {m.meetings_motion_propose()}
            </Button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
