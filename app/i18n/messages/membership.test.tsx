import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { inLocale } from "~/i18n/locale.server";
import { messageFor } from "~/i18n/message-map";
import { awayMessages, awayTexts, tripMessages } from "~/i18n/messages/away";
import { familyMessages, memberAdminMessages, membershipOrderMessages } from "~/i18n/messages/membership";
import { MemberCard } from "~/components/membership/member-card";
import { ballotPhaseLabel } from "~/models/away";

describe("the membership and away messages in English and German", () => {
  it("every map entry and every awayTexts entry is a function, written in the language of the request that calls it", () => {
    for (const map of [memberAdminMessages, membershipOrderMessages, familyMessages, awayMessages, tripMessages]) {
      for (const entry of Object.values(map)) expect(typeof entry).toBe("function");
    }
    for (const entry of Object.values(awayTexts)) {
      if (typeof entry === "object") for (const inner of Object.values(entry)) expect(typeof inner).toBe("function");
      else expect(typeof entry).toBe("function");
    }
  });

  it("words a refused join and a refused member change in both languages", () => {
    const lifetime = { ok: false, reason: "lifetime" } as const;
    expect(inLocale("en", () => messageFor(membershipOrderMessages, lifetime))).toBe("You are a lifetime member: there is nothing to buy.");
    expect(inLocale("de", () => messageFor(membershipOrderMessages, lifetime))).toBe(
      "Du bist Mitglied auf Lebenszeit: Hier gibt es nichts zu kaufen.",
    );
    const missing = { ok: false, reason: "member-not-found" } as const;
    expect(inLocale("en", () => messageFor(memberAdminMessages, missing))).toBe("Member not found");
    expect(inLocale("de", () => messageFor(memberAdminMessages, missing))).toBe("Mitglied nicht gefunden");
  });

  it("the event page's ballot words follow the language: no getter keeps the first request's", () => {
    expect(inLocale("en", () => [awayTexts.eventBallotLink.apply(), awayTexts.eventNotApplied(), ballotPhaseLabel("drawn")])).toEqual([
      "Apply for away tickets",
      "You have not applied.",
      "Drawn",
    ]);
    expect(inLocale("de", () => ballotPhaseLabel("drawn"))).toBe("Gezogen");
    expect(inLocale("de", () => awayTexts.eventBallotLink.apply())).not.toBe("Apply for away tickets");
  });

  it("renders the member card in German", () => {
    const card = {
      name: "Anna Schmidt",
      memberId: "#1A2B3C4D",
      statusLabel: "Inaktiv",
      expiry: "—",
      valid: false,
      notValidReason: "Deine Mitgliedschaft ist nicht aktiv.",
      verifyUrl: null,
      qrSvg: null,
      asOf: "28.11.2026, 18:00",
    };
    const html = inLocale("de", () => renderToStaticMarkup(<MemberCard card={card} groupName="The Roadies" />));
    expect(html).toContain("Mitglieds-ID");
    expect(html).toContain("Diese Karte ist nicht gültig");
    expect(html).toContain("Kartenstand: 28.11.2026, 18:00");
    expect(inLocale("en", () => renderToStaticMarkup(<MemberCard card={card} groupName="The Roadies" />))).toContain(
      "This card is not valid",
    );
  });
});
