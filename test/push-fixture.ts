import { afterAll, beforeAll, beforeEach } from "vitest";
import { forgetVapidKeys } from "../app/models/push.server";
import { startPushService, type PushService } from "./push-service";

/**
 * A vitest fixture (its hooks are registered in the calling file): the loopback push service
 * (test/push-service.ts) for the whole file, with what it received cleared before each test, and the
 * VAPID keys forgotten then (each test's database is empty: a new pair is generated in it). The
 * file also mocks the env with `envWithLoopbackPush` (test/env.ts), so its endpoints are accepted.
 */
export function useLoopbackPushService(): PushService {
  const service = {} as PushService;
  beforeAll(async () => {
    Object.assign(service, await startPushService());
  });
  afterAll(() => service.close());
  beforeEach(() => {
    forgetVapidKeys();
    service.received.length = 0;
  });
  return service;
}
