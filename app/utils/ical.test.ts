import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine, formatUtc, slugify, type CalendarEvent } from "./ical";

const encoder = new TextEncoder();
const octets = (line: string) => encoder.encode(line).length;

interface Property {
  name: string;
  params: string;
  value: string;
}
interface Component {
  name: string;
  properties: Property[];
  children: Component[];
}

/** Unfolds (CRLF + space/tab), splits name;params:value, and nests BEGIN/END blocks. */
function parseCalendar(text: string): Component {
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  expect(unfolded.endsWith("\r\n")).toBe(true);
  const lines = unfolded.slice(0, -2).split("\r\n");
  const root: Component = { name: "", properties: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(":");
    expect(colon, `no colon in ${JSON.stringify(line)}`).toBeGreaterThan(0);
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [name, ...params] = head.split(";");
    if (name === "BEGIN") {
      const component: Component = { name: value, properties: [], children: [] };
      stack[stack.length - 1].children.push(component);
      stack.push(component);
    } else if (name === "END") {
      expect(stack.pop()?.name).toBe(value);
    } else {
      stack[stack.length - 1].properties.push({ name, params: params.join(";"), value });
    }
  }
  expect(stack).toHaveLength(1);
  return root;
}

/** Reverses escapeText. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

function props(component: Component): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of component.properties) {
    expect(out[p.name], `duplicate ${p.name}`).toBeUndefined();
    out[p.name] = p.value;
  }
  return out;
}

const updatedAt = new Date("2025-01-10T08:15:30.250Z");
const sample: CalendarEvent[] = [
  {
    id: 7,
    title: "Riverside FC vs Portland, Oregon; home",
    description: "Meet at the pub at 5pm.\nBring a scarf, a flag; and C:\\drums",
    date: new Date("2025-03-14T02:30:00.000Z"),
    location: "Riverside Stadium, Gate 3",
    type: "match",
    updatedAt,
    sequence: 93_000_123,
  },
  {
    id: 8,
    title: "Watch party: Riverside FC at Seattle",
    description: null,
    date: new Date("2025-03-21T19:00:00.000Z"),
    location: "The Crown",
    type: "watch-party",
    updatedAt,
    sequence: 93_000_124,
  },
  {
    id: 9,
    title: "Beach clean-up ⚽️🎉 — Café Müller, São Paulo crew, ñandú 🇧🇷 welcomes everyone to the coast",
    description: "Long text ".repeat(30) + "😀".repeat(40) + "é".repeat(50),
    date: new Date("2025-04-05T16:00:00.000Z"),
    location: "Pier 1",
    type: "community",
    updatedAt: null,
    sequence: 1,
  },
];
const now = new Date("2025-02-01T12:00:00.000Z");
const origin = "https://roadies.example.org";

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });
  it("escapes the backslash first, so escapes are not doubled", () => {
    expect(escapeText("\\;")).toBe("\\\\\\;");
  });
  it("drops control characters but keeps tabs and non-ASCII", () => {
    expect(escapeText("a\u0000b\u0007c\td é ⚽")).toBe("abc\td é ⚽");
  });
  it("leaves colons alone (only the first colon of a line separates the value)", () => {
    expect(escapeText("Kick-off: 19:30")).toBe("Kick-off: 19:30");
  });
});

describe("foldLine", () => {
  it("leaves a line of up to 75 octets alone", () => {
    const line = "X".repeat(75);
    expect(foldLine(line)).toBe(line);
  });
  it("folds an ASCII line at 75 octets with CRLF + space", () => {
    const line = "SUMMARY:" + "a".repeat(200);
    const folded = foldLine(line);
    const physical = folded.split("\r\n");
    expect(physical[0]).toHaveLength(75);
    expect(physical.slice(1).every((l) => l.startsWith(" "))).toBe(true);
    expect(physical.every((l) => octets(l) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
  it("never splits a multi-byte character and keeps every physical line within 75 octets", () => {
    const line = "DESCRIPTION:" + "é".repeat(40) + "😀".repeat(30) + "ü⚽️🇧🇷".repeat(10) + "ñ";
    const folded = foldLine(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(3);
    for (const l of physical) {
      expect(octets(l)).toBeLessThanOrEqual(75);
      // A split inside a UTF-8 sequence or surrogate pair would leave a lone surrogate or U+FFFD.
      expect(l).not.toMatch(/[\ud800-\udfff]/u);
      expect(new TextDecoder("utf-8", { fatal: true }).decode(encoder.encode(l))).toBe(l);
    }
    // Lines are filled: a fold happens only when the next character (≤ 4 octets) would not fit.
    for (const l of physical.slice(0, -1)) expect(octets(l)).toBeGreaterThan(71);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
});

describe("formatUtc", () => {
  it("writes YYYYMMDDTHHMMSSZ in UTC, dropping milliseconds", () => {
    expect(formatUtc(new Date("2025-03-14T02:30:45.678Z"))).toBe("20250314T023045Z");
    expect(formatUtc(new Date("2025-03-13T19:30:00-07:00"))).toBe("20250314T023000Z");
  });
});

describe("slugify", () => {
  it("makes ASCII file names", () => {
    expect(slugify("The Roadies")).toBe("the-roadies");
    expect(slugify("Riverside FC vs Café Müller!")).toBe("riverside-fc-vs-cafe-muller");
    expect(slugify("⚽️⚽️")).toBe("event");
  });
});

describe("buildCalendar", () => {
  const text = buildCalendar({ name: "The Roadies", events: sample, origin, now, timeZone: "America/Los_Angeles" });

  it("uses CRLF line endings only, and ends with one", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("keeps every physical line within 75 octets", () => {
    const physical = text.slice(0, -2).split("\r\n");
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    // The long community event really was folded.
    expect(physical.filter((l) => l.startsWith(" ")).length).toBeGreaterThan(5);
  });

  it("has the calendar header", () => {
    const calendar = parseCalendar(text).children;
    expect(calendar).toHaveLength(1);
    expect(calendar[0].name).toBe("VCALENDAR");
    expect(props(calendar[0])).toEqual({
      VERSION: "2.0",
      PRODID: "-//The Roadies//Fixtures//EN",
      CALSCALE: "GREGORIAN",
      METHOD: "PUBLISH",
      "X-WR-CALNAME": "The Roadies fixtures",
      "X-WR-TIMEZONE": "America/Los_Angeles",
    });
  });

  it("parses back into one VEVENT per event with the right properties", () => {
    const [calendar] = parseCalendar(text).children;
    const vevents = calendar.children;
    expect(vevents.map((c) => c.name)).toEqual(["VEVENT", "VEVENT", "VEVENT"]);

    const [match, watchParty, community] = vevents.map(props);
    expect(match).toEqual({
      UID: "event-7@roadies.example.org",
      DTSTAMP: "20250110T081530Z",
      // The row's ics_sequence, whatever the clock says.
      SEQUENCE: "93000123",
      DTSTART: "20250314T023000Z",
      DTEND: "20250314T043000Z",
      SUMMARY: "Riverside FC vs Portland\\, Oregon\\; home",
      LOCATION: "Riverside Stadium\\, Gate 3",
      DESCRIPTION: "Meet at the pub at 5pm.\\nBring a scarf\\, a flag\\; and C:\\\\drums",
      URL: "https://roadies.example.org/events",
      "LAST-MODIFIED": "20250110T081530Z",
    });
    expect(unescapeText(match.SUMMARY)).toBe(sample[0].title);
    expect(unescapeText(match.DESCRIPTION)).toBe(sample[0].description);

    // Watch party: 2 hours, no DESCRIPTION when there is none.
    expect(watchParty.DTSTART).toBe("20250321T190000Z");
    expect(watchParty.DTEND).toBe("20250321T210000Z");
    expect(watchParty.DESCRIPTION).toBeUndefined();

    // Community event: 3 hours; DTSTAMP falls back to `now`; long values survive folding.
    expect(community.DTSTART).toBe("20250405T160000Z");
    expect(community.DTEND).toBe("20250405T190000Z");
    expect(community.DTSTAMP).toBe("20250201T120000Z");
    expect(unescapeText(community.SUMMARY)).toBe(sample[2].title);
    expect(unescapeText(community.DESCRIPTION)).toBe(sample[2].description);

    for (const event of vevents.map(props)) {
      for (const key of ["DTSTAMP", "DTSTART", "DTEND", "LAST-MODIFIED"]) {
        expect(event[key]).toMatch(/^\d{8}T\d{6}Z$/);
      }
    }
  });

  it("keeps UIDs stable across builds and edits, and unique per event", () => {
    const uids = (t: string) => parseCalendar(t).children[0].children.map((c) => props(c).UID);
    const edited = sample.map((e) => ({ ...e, title: `${e.title} (moved)`, updatedAt: new Date() }));
    const again = buildCalendar({ name: "The Roadies", events: [...edited].reverse(), origin, now: new Date() });
    expect(uids(again).sort()).toEqual(uids(text).sort());
    expect(new Set(uids(text)).size).toBe(sample.length);
    // The host of the origin, port included; the path is ignored.
    expect(uids(buildCalendar({ name: "X", events: [sample[0]], origin: "http://localhost:3000/" }))).toEqual(["event-7@localhost:3000"]);
  });

  it("is deterministic for the same input", () => {
    expect(buildCalendar({ name: "The Roadies", events: sample, origin, now, timeZone: "America/Los_Angeles" })).toBe(text);
  });

  it("writes an empty calendar when there are no events", () => {
    const empty = buildCalendar({ name: "The Roadies", events: [], origin, now });
    const [calendar] = parseCalendar(empty).children;
    expect(calendar.children).toEqual([]);
    expect(props(calendar)["X-WR-TIMEZONE"]).toBe("UTC");
  });
});
