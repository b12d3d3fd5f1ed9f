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
export const FAKE_PRINTIFY = {
  token: "fake-printify-token",
  shopId: "123456",
  apiUrl: "https://api.printify.test",
  webhookSecret: "printify-webhook-secret",
};

export { fakeMailchimpConfig as FAKE_MAILCHIMP } from "./mocks/mailchimp";

type Env = typeof EnvModule;

/** The configs a test switches between cases (each starts off: null, as without its env vars). */
export const envSwitches: { stripe: Env["stripeConfig"]; printify: Env["printifyConfig"]; mailchimp: Env["mailchimpConfig"] } = {
  stripe: null,
  printify: null,
  mailchimp: null,
};

/**
 * The env module with the named configs read from envSwitches at each use, so a test sets
 * `envSwitches.stripe = …` for one case and back to null after it:
 *
 *   vi.mock("~/utils/env.server", async (importOriginal) => (await import("../../test/env")).switchableEnv(importOriginal, "stripe"));
 */
export function switchableEnv(importOriginal: <T>() => Promise<T>, ...names: (keyof typeof envSwitches)[]): Promise<Env> {
  const getters = {
    stripe: { get: () => envSwitches.stripe, key: "stripeConfig" },
    printify: { get: () => envSwitches.printify, key: "printifyConfig" },
    mailchimp: { get: () => envSwitches.mailchimp, key: "mailchimpConfig" },
  } as const;
  const overrides = {};
  for (const name of names) Object.defineProperty(overrides, getters[name].key, { get: getters[name].get, enumerable: true });
  return envWith(importOriginal, overrides);
}

/**
 * The env module with PUSH_ALLOW_PRIVATE_ENDPOINTS=1, for a file that sends push alerts to the
 * loopback push service (test/push-fixture.ts):
 *
 *   vi.mock("~/utils/env.server", async (importOriginal) => (await import("../../test/env")).envWithLoopbackPush(importOriginal));
 */
export async function envWithLoopbackPush(importOriginal: <T>() => Promise<T>): Promise<Env> {
  const actual = await importOriginal<Env>();
  return envWith(importOriginal, { pushConfig: { ...actual.pushConfig, allowPrivateEndpoints: true } });
}
