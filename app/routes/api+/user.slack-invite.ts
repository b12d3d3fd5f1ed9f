import { randomUUID } from "node:crypto";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { enqueueNotification } from "~/notifications/outbox.server";
import { getSlackInviteUrl } from "~/models/app-settings.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { getOptionalUser, loginPath } from "~/utils/auth.server";
import { LOGGED_OUT } from "~/utils/messages";
import { hitSlackInviteLimit, tooManyAttempts } from "~/utils/rate-limit.server";
import { redirectWithToast } from "~/utils/toast.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

const refreshed = () => ({ title: m.profile_slack_refreshed_title(), description: m.profile_slack_refreshed() });
const failed = () => ({ title: m.profile_slack_failed_title(), description: m.profile_slack_failed() });

/** A plain HTML form (the profile's Refresh Slack Invite button) rather than a fetch with JSON. */
function isFormPost(request: Request): boolean {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

/**
 * POST /api/user/slack-invite (Refresh Slack Invite): mails the signed-in member the group's
 * current Slack invite link (the admin's, else SLACK_INVITE_URL) through the notifications outbox.
 * Fetch callers get JSON: 200, 401 anonymous, 409 no link set, 429 after 3 requests in an hour.
 * A form post is answered 303 back to /profile with the toast (an anonymous one goes to sign-in).
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const form = isFormPost(request);
  const answer = async (toast: { title: string; description: string }, type: "success" | "error", status: number) =>
    form
      ? redirectWithToast("/profile", { type, ...toast }, { status: 303 })
      : json({ message: toast.title, description: toast.description }, { status });

  const user = await getOptionalUser(request);
  if (!user) {
    if (form) {
      return redirectWithToast(
        loginPath("/profile"),
        { type: "error", title: LOGGED_OUT().title, description: LOGGED_OUT().message },
        { status: 303 },
      );
    }
    return json({ message: m.common_unauthorized() }, { status: 401 });
  }

  const { url } = await getSlackInviteUrl();
  // No link to send: the admin has not set one (and SLACK_INVITE_URL is unset).
  if (!url) return answer(failed(), "error", 409);

  const wait = await hitSlackInviteLimit(user.id);
  if (wait !== null)
    return answer({ title: failed().title, description: tooManyAttempts(wait, m.profile_rate_slack_invites()) }, "error", 429);

  try {
    // Each request is its own mail: a random subject (the member is the row's userId), so two requests
    // in one millisecond are two rows, not one dropped by the (kind, subject) key.
    const queued = await enqueueNotification({ kind: "slack-invite", subjectKey: randomUUID(), userId: user.id, payload: { url } });
    if (!queued) throw new Error("the invite mail was not queued (subject key already used)");
  } catch (error) {
    console.error("[slack-invite] could not enqueue the invite mail:", error);
    return answer(failed(), "error", 500);
  }
  return answer(refreshed(), "success", 200);
});

export const loader = apiRoute(() => methodNotAllowed());
