import { Badge } from "../ui/badge";
import { buttonClass } from "../ui/button";
import * as m from "../../i18n/paraglide/messages/_index.js";

/** What the card page's loader sends: text worked out on the server (the group's time zone). */
export type MemberCardData = {
  name: string;
  memberId: string;
  statusLabel: string;
  expiry: string;
  valid: boolean;
  notValidReason: string | null;
  verifyUrl: string | null;
  qrSvg: string | null;
  asOf: string;
};

/**
 * The digital member card: name, Member ID, status, expiry and, for a valid card, the QR code of
 * its /verify link with the Member ID and 'Show this at the door' under it, and a short 'Open the
 * verify page' link (for a steward whose scanner fails; the long URL is only in the QR and the
 * href). Plain links only: the same markup is what the offline copy shows.
 */
export function MemberCard({ card, groupName }: { card: MemberCardData; groupName: string }) {
  return (
    <section
      aria-labelledby="member-card-name"
      className="overflow-hidden rounded-2xl border border-gray-200 shadow-sm dark:border-gray-700"
      data-testid="member-card"
    >
      <div className="bg-brand-700 px-6 py-4 text-white">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">{groupName}</p>
        <h2 id="member-card-name" className="mt-1 text-2xl font-bold">
          {card.name}
        </h2>
      </div>
      <dl className="grid grid-cols-2 gap-4 px-6 py-4">
        <div>
          <dt className="text-xs uppercase tracking-wide text-gray-600 dark:text-gray-400">{m.membership_card_member_id()}</dt>
          <dd className="font-mono text-lg font-semibold">{card.memberId}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-gray-600 dark:text-gray-400">{m.membership_card_status()}</dt>
          <dd className="mt-1">
            <Badge tone={card.valid ? "green" : "red"}>{card.statusLabel}</Badge>
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs uppercase tracking-wide text-gray-600 dark:text-gray-400">{m.membership_card_expires()}</dt>
          <dd className="font-semibold">{card.expiry}</dd>
        </div>
      </dl>
      {card.qrSvg && card.verifyUrl ? (
        <div className="border-t border-gray-200 px-6 py-5 text-center dark:border-gray-700">
          {/* White behind the code in both themes: scanners need the light quiet zone. */}
          <div
            role="img"
            aria-label={m.membership_card_qr_label()}
            className="mx-auto w-64 max-w-full rounded-md bg-white p-1 [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: card.qrSvg }}
          />
          <p className="mt-3 font-mono text-2xl font-bold" data-testid="member-card-id">
            {card.memberId}
          </p>
          <p className="text-base font-semibold">{m.membership_card_show_at_door()}</p>
          {/* The link stays for a steward whose scanner fails; its text is short, the long URL is in the QR and the href. */}
          <a href={card.verifyUrl} className="mt-2 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-100">
            {m.membership_card_open_verify()}
          </a>
        </div>
      ) : (
        <div className="border-t border-red-200 bg-red-50 px-6 py-5 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="text-lg font-bold">{m.membership_card_not_valid()}</p>
          <p className="mt-1 text-sm">
            {card.notValidReason} {m.membership_card_join_hint()}
          </p>
          <a href="/join" className={buttonClass("primary", "mt-3")}>
            {m.membership_card_join_or_renew()}
          </a>
        </div>
      )}
      <p className="border-t border-gray-200 px-6 py-2 text-xs text-gray-500 dark:border-gray-700 dark:text-gray-400">
        {m.membership_card_as_of({ when: card.asOf })}
      </p>
    </section>
  );
}
