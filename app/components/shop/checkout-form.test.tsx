import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CheckoutForm } from "./checkout-form";

type Props = Parameters<typeof CheckoutForm>[0];
const base: Props = {
  values: {},
  errors: {},
  needsShipping: false,
  needsPickup: false,
  pickupEvents: [],
  submitLabel: "Place order",
  pending: false,
};

function render(props: Partial<Props>) {
  const router = createMemoryRouter([{ path: "/shop/checkout", element: <CheckoutForm {...base} {...props} /> }], {
    initialEntries: ["/shop/checkout"],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("CheckoutForm", () => {
  it("asks for an address only with print-on-demand items and a pickup event only with event-pickup items", () => {
    const contactOnly = render({});
    expect(contactOnly).toContain('name="email"');
    expect(contactOnly).not.toContain('name="address1"');
    expect(contactOnly).not.toContain('name="pickupEventId"');

    const both = render({
      needsShipping: true,
      needsPickup: true,
      pickupEvents: [{ id: 4, title: "Derby Day", when: "Sat, Nov 28, 7:30 PM", location: "North Stand" }],
    });
    expect(both).toContain('name="address1"');
    expect(both).toContain('<option value="US">United States</option>');
    expect(both).toContain('<input type="radio" name="pickupEventId" class="mt-1" value="4"/>');
    expect(both).toContain("Derby Day");
  });

  it("puts each error next to its field (aria-describedby) and keeps what was typed", () => {
    const html = render({
      needsShipping: true,
      values: { name: "Sam <Fan>", email: "sam@example", country: "GB" },
      errors: { email: "Enter a valid email address", form: "Your cart changed." },
    });
    const email = html.match(/<input id="checkout-email"[^>]*>/)?.[0] ?? "";
    expect(email).toContain('value="sam@example"');
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="checkout-email-error"');
    expect(html).toContain(
      '<p id="checkout-email-error" class="min-h-[1rem] text-sm text-red-600 dark:text-red-400" role="alert">Enter a valid email address</p>',
    );
    expect(html).toContain('value="Sam &lt;Fan&gt;"');
    expect(html).toContain('<option value="GB" selected="">United Kingdom</option>');
    expect(html).toContain("Your cart changed.");
  });

  it("says 'Placing order...' and disables the button while the order is placed", () => {
    expect(render({ pending: true })).toMatch(/<button[^>]*disabled=""[^>]*>Placing order\.\.\.<\/button>/);
    expect(render({})).toMatch(/<button[^>]*>Place order<\/button>/);
  });
});
