import type { ReactNode } from "react";
import * as m from "~/i18n/paraglide/messages/_index.js";

type MotionStatus = "proposed" | "seconded" | "accepted" | "declined";

const STATUS: Record<MotionStatus, () => string> = {
  proposed: () => m.meetings_motion_status_proposed(),
  seconded: () => m.meetings_motion_status_seconded(),
  accepted: () => m.meetings_motion_status_accepted(),
  declined: () => m.meetings_motion_status_declined(),
};

/**
 * A member's motion as the meeting page and the committee's page show it: title, who proposed
 * and seconded it (`names`: members and admins only), its text, where it stands, the committee's
 * reason when the reader may see it, and the page's actions for it (`children`).
 */
export function MotionCard({
  id,
  motion,
  names,
  children,
}: {
  id?: string;
  motion: {
    title: string;
    body: string;
    status: MotionStatus;
    proposerName: string | null;
    seconderName: string | null;
    declineReason: string | null;
  };
  names: boolean;
  children?: ReactNode;
}) {
  return (
    <li id={id} className="space-y-2 rounded-xl border border-gray-200 p-4 dark:border-gray-700">
      <h3 className="font-semibold">{motion.title}</h3>
      {names ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {m.meetings_motion_by({ name: motion.proposerName ?? m.meetings_former_member() })}
          {motion.seconderName ? ` · ${m.meetings_motion_seconded_by({ name: motion.seconderName })}` : ""}
        </p>
      ) : null}
      <p className="whitespace-pre-line">{motion.body}</p>
      <p className="text-sm font-medium">{STATUS[motion.status]()}</p>
      {motion.declineReason ? <p className="text-sm">{m.meetings_motion_decline_reason({ reason: motion.declineReason })}</p> : null}
      {children}
    </li>
  );
}
