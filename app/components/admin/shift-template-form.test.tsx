import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ShiftTemplateForm } from "./shift-template-form";

type Props = Parameters<typeof ShiftTemplateForm>[0];
const EMPTY = {
  title: "",
  category: "match-day",
  spotsNeeded: "",
  startOffsetMinutes: "",
  endOffsetMinutes: "",
  location: "",
  description: "",
};

function render(props: Partial<Props>) {
  const form = <ShiftTemplateForm id="t" action="/admin/shift-templates/new" submitLabel="Create template" pending={false} {...props} />;
  const router = createMemoryRouter([{ path: "/admin/shift-templates/new", element: form }], {
    initialEntries: ["/admin/shift-templates/new"],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("ShiftTemplateForm", () => {
  it("renders one fieldset per row with its fields named shifts[i].field, then Save before Add shift", () => {
    const html = render({
      defaultValue: {
        name: "Home match crew",
        shifts: [{ ...EMPTY, title: "Stewards", spotsNeeded: "4", startOffsetMinutes: "-120", endOffsetMinutes: "120" }, EMPTY, EMPTY],
      },
    });
    expect(html.match(/<legend[^>]*>Shift \d+<\/legend>/g)).toHaveLength(3);
    expect(html).toMatch(/<input[^>]*name="shifts\[0\]\.title"[^>]*value="Stewards"/);
    expect(html).toMatch(/<input[^>]*name="shifts\[0\]\.startOffsetMinutes"[^>]*value="-120"/);
    expect(html).toMatch(/<input[^>]*name="shifts\[2\]\.endOffsetMinutes"/);
    expect(html).toContain("e.g. -120 = 2 hours before kickoff");
    expect(html).toContain("Leave empty for the event&#x27;s location.");
    // Enter in a field presses the form's first submit button: Save, not Add shift.
    const save = html.indexOf(">Create template</button>");
    const add = html.indexOf(">Add shift</button>");
    expect(save).toBeGreaterThan(0);
    expect(add).toBeGreaterThan(save);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*name="__intent__"[^>]*>Add shift<\/button>/);
  });

  it("puts the server's errors next to their fields and keeps every row as typed", () => {
    const html = render({
      lastResult: {
        status: "error",
        initialValue: { name: "", shifts: [{ ...EMPTY, title: "Stewards", startOffsetMinutes: "30", endOffsetMinutes: "-30" }, EMPTY] },
        error: { name: ["Name is required"], "shifts[0].endOffsetMinutes": ["Ends must be after the start"] },
      },
    });
    expect(html).toContain("Name is required");
    expect(html).toMatch(
      /<input[^>]*name="shifts\[0\]\.endOffsetMinutes"[^>]*aria-invalid="true"[^>]*value="-30"|<input[^>]*aria-invalid="true"[^>]*name="shifts\[0\]\.endOffsetMinutes"/,
    );
    expect(html).toContain("Ends must be after the start");
    expect(html).toMatch(/<input[^>]*name="shifts\[0\]\.title"[^>]*value="Stewards"/);
    expect(html.match(/<legend[^>]*>Shift \d+<\/legend>/g)).toHaveLength(2);
  });
});
