import type * as EnvModule from "../app/utils/env.server";

/**
 * The env module with some of its exports replaced, for `vi.mock("~/utils/env.server", …)`.
 * vi.mock's factory runs before the file's imports, so it takes this module by `await import`:
 *
 *   vi.mock("~/utils/env.server", async (importOriginal) => {
 *     const { envWith, FAKE_STRIPE } = await import("../../test/env");
 *     return envWith(importOriginal, { stripeConfig: FAKE_STRIPE });
 *   });
 *
 * The overrides' property descriptors are copied, so a getter (`get stripeConfig() { … }`) stays a
 * getter and a test can change what it answers between cases.
 */
export async function envWith(importOriginal: <T>() => Promise<T>, overrides: Partial<typeof EnvModule>): Promise<typeof EnvModule> {
  const actual = await importOriginal<typeof EnvModule>();
  return Object.defineProperties({ ...actual }, Object.getOwnPropertyDescriptors(overrides));
}

/** Stripe keys that reach only the msw handlers of test/mocks/stripe. */
export const FAKE_STRIPE = { secretKey: "sk_test_fake_0123456789", webhookSecret: "whsec_test_fake_secret" };

/** Printify settings that reach only the msw handlers of test/mocks/printify. */
export const FAKE_PRINTIFY = { token: "fake-printify-token", shopId: "123456", apiUrl: "https://api.printify.test", webhookSecret: "printify-webhook-secret" };

export { fakeMailchimpConfig as FAKE_MAILCHIMP } from "./mocks/mailchimp";
