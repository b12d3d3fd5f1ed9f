import { DoorVerdict, type DoorTone } from "~/components/events/door-verdict";
import { checkInTexts } from "~/i18n/messages/check-in";
import type { CheckInVerdict } from "~/models/check-in";

const toneOf = (verdict: CheckInVerdict): DoorTone =>
  verdict === "checked-in" ? "ok" : verdict === "already-checked-in" ? "again" : "refused";

type Props = {
  verdict: CheckInVerdict;
  message: string;
  person: { name: string; memberId: string; initials: string } | null;
  /** A line under the verdict (a check-in saved on the phone while offline says so). */
  note?: string;
};

/** Who a verdict is about when no member is known (an unknown card): the same row, in the same place, as a member's. */
const nobody = () => ({ initials: "?", name: checkInTexts.noPerson(), memberId: "—" });

/**
 * A check-in's answer at the door, the search's post and the camera's scan alike: the door's
 * verdict block in the check-in's tone. Every verdict has the same layout: the words, then the
 * person's initials, name and Member ID in the same places (an unknown card says so there).
 */
export function CheckInVerdictPanel({ verdict, message, person, note }: Props) {
  const tone = toneOf(verdict);
  return (
    <DoorVerdict
      tone={tone}
      label={checkInTexts.tones[tone]()}
      message={message}
      testId="check-in-verdict"
      verdict={verdict}
      person={person ?? nobody()}
    >
      {note ? <p className="mt-3 text-lg font-semibold">{note}</p> : null}
    </DoorVerdict>
  );
}
