import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormPage } from "~/components/admin/admin-page";
import { MeetingFields } from "~/components/meetings/meeting-fields";
import { Button } from "~/components/ui/button";
import { OnceKey } from "~/components/ui/once-key";
import { meetingMessages } from "~/i18n/messages/meetings";
import { messageFor } from "~/i18n/message-map";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { createMeeting } from "~/models/meeting-agenda.server";
import { onceOnly } from "~/models/request-keys.server";
import { requireAdmin } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { meetingHouseholdVotes, meetingNoticeDays } from "~/utils/env.server";
import { titled } from "~/utils/meta";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { dateToWallTime } from "~/utils/zoned-time";
import { postedValues } from "~/utils/form-parse.server";
import { parseMeetingForm } from "./__meeting-forms.server";

export const meta: MetaFunction = (args) => titled(m.meetings_admin_new_title())(args);

const DAY = 86_400_000;

/**
 * The new meeting's form, filled with a first guess: starting one notice period and a week from
 * now, voting the week before it, the record date today; households as the setting says.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = Date.now();
  const wall = (at: number) => dateToWallTime(new Date(at), branding.timeZone);
  const starts = now + (meetingNoticeDays + 7) * DAY;
  return json({
    noticeDays: meetingNoticeDays,
    defaults: {
      kind: "annual",
      startsAt: wall(starts),
      recordDate: wall(now),
      votingOpensAt: wall(starts - 7 * DAY),
      votingClosesAt: wall(starts),
      motionsDeadline: wall(starts - 8 * DAY),
      quorumKind: "share",
      quorumValue: "10",
      ...(meetingHouseholdVotes ? { householdVotes: "on" } : {}),
    } as Record<string, string>,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const admin = await requireAdmin(request);
  const formData = await readFormData(request.clone());
  return onceOnly(request, async () => {
    const parsed = parseMeetingForm(formData, branding.timeZone);
    if (!parsed.ok) return json({ errors: parsed.errors, values: parsed.values }, { status: 400 });
    const created = await createMeeting(parsed.value, admin.id);
    if (!created.ok) {
      return json({ errors: { chairEmail: messageFor(meetingMessages, created) }, values: postedValues(formData) }, { status: 400 });
    }
    return redirect(`/admin/meetings/${created.id}`);
  });
}

export default function NewMeetingPage() {
  const { defaults, noticeDays } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AdminFormPage back={{ to: "/admin/meetings", label: m.meetings_admin_list_title() }} title={m.meetings_admin_new_title()}>
      <p>{m.meetings_admin_new_intro({ days: noticeDays })}</p>
      <Form method="post" className="space-y-3" noValidate>
        <OnceKey />
        <MeetingFields values={answered?.values ?? defaults} errors={answered?.errors ?? {}} />
        <Button type="submit" disabled={navigation.state !== "idle"}>
          {m.meetings_admin_create()}
        </Button>
      </Form>
    </AdminFormPage>
  );
}
