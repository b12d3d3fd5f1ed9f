import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VolunteerOpportunityCard, type VolunteerOpportunityCardData } from "./volunteer-opportunity-card";

const shift: VolunteerOpportunityCardData = {
  id: 7,
  title: "Scarf Sale & Raffle Table",
  description: null,
  date: "2026-09-12T01:00:00.000Z",
  startTime: "18:00:00",
  endTime: "20:30:00",
  location: "The Anchor",
  spotsNeeded: 4,
  spotsAssigned: 3,
  physicalRequirements: null,
  contactInfo: null,
};

const badgeOf = (opportunity: VolunteerOpportunityCardData) =>
  renderToStaticMarkup(<VolunteerOpportunityCard opportunity={opportunity} timeZone="America/Los_Angeles" />).match(
    /<span class="[^"]*rounded-full[^"]*">([^<]*)<\/span>/,
  )?.[1];

describe("VolunteerOpportunityCard", () => {
  it("says '1 spot available' for one, '{n} spots available' for more, 'Full' for none", () => {
    expect(badgeOf(shift)).toBe("1 spot available");
    expect(badgeOf({ ...shift, spotsAssigned: 1 })).toBe("3 spots available");
    expect(badgeOf({ ...shift, spotsAssigned: 4 })).toBe("Full");
  });

  it("shows the times in twelve-hour clock", () => {
    const html = renderToStaticMarkup(<VolunteerOpportunityCard opportunity={shift} timeZone="America/Los_Angeles" />);
    expect(html).toContain("6:00 PM – 8:30 PM");
    expect(html).toContain("3 of 4 volunteers");
  });
});
