import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { showToast } from "~/components/site/toaster";
import { Button } from "~/components/ui/button";
import { spotsRemaining } from "~/models/volunteer";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** What the sign-up action answers when it does not redirect: the opportunity and the error to show. */
type SignupActionData = { opportunityId: number | null; error: { title: string; message: string } | null };

export type SignupControlData = {
  id: number;
  title: string;
  spotsNeeded: number;
  spotsAssigned: number | null;
  mySignupId: number | null;
  myStatus: string | null;
  myPosition: number | null;
};

/**
 * Sign up for a shift (or join its waitlist), or cancel one's signup: on /volunteer's cards and on
 * an event's page. Both post to /volunteer's action, so the rules and words are one; with
 * `returnTo` (an event's page) that action sends the member back there. Without it the form posts to
 * the page it is on, keeping /volunteer's query (category, paging).
 */
export function SignupControl({ opportunity, returnTo }: { opportunity: SignupControlData; returnTo?: string }) {
  const fetcher = useFetcher<SignupActionData>();
  const pageResult = useActionData<SignupActionData>();
  const pendingIntent = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const result = fetcher.data ?? (pageResult?.opportunityId === opportunity.id ? pageResult : undefined);
  const error = result?.error ?? null;
  const full = spotsRemaining(opportunity) === 0;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.error) {
      showToast({ type: "error", title: fetcher.data.error.title, description: fetcher.data.error.message });
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" action={returnTo ? "/volunteer" : undefined} className="mt-auto space-y-2">
      <input type="hidden" name="opportunityId" value={opportunity.id} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      {opportunity.mySignupId !== null && opportunity.myStatus ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <input type="hidden" name="signupId" value={opportunity.mySignupId} />
          <p className="text-sm font-semibold text-green-700 dark:text-green-300">
            {opportunity.myStatus === "waitlisted"
              ? m.volunteer_signup_on_waitlist({ position: opportunity.myPosition ?? "?" })
              : m.volunteer_signup_signed_up()}
          </p>
          <Button type="submit" name="intent" value="cancel" variant="secondary" disabled={pendingIntent != null}>
            {pendingIntent === "cancel"
              ? m.volunteer_signup_cancelling()
              : opportunity.myStatus === "waitlisted"
                ? m.volunteer_signup_leave_waitlist()
                : m.volunteer_signup_cancel()}
            <span className="sr-only"> {opportunity.title}</span>
          </Button>
        </div>
      ) : (
        <Button type="submit" name="intent" value="signup" className="w-full" disabled={pendingIntent != null}>
          {pendingIntent === "signup"
            ? m.volunteer_signup_signing_up()
            : full
              ? m.volunteer_signup_join_waitlist()
              : m.volunteer_signup_button()}
          <span className="sr-only"> {m.volunteer_signup_for({ title: opportunity.title })}</span>
        </Button>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
