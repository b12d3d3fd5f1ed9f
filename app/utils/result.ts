/**
 * The one shape a model answers in: `{ ok: true, ...what it made }` or `{ ok: false, reason }`
 * with a short code the route turns into the user's words through the vertical's message map
 * (app/i18n/messages). A failure may carry details a message needs (a limit, a contact).
 */
export type Ok<T extends object = object> = { ok: true } & T;
export type Fail<R extends string, D extends object = object> = { ok: false; reason: R } & D;

export function ok(): Ok;
export function ok<T extends object>(value: T): Ok<T>;
export function ok(value: object = {}) {
  return { ok: true as const, ...value };
}

export function fail<R extends string>(reason: R): Fail<R>;
export function fail<R extends string, D extends object>(reason: R, details: D): Fail<R, D>;
export function fail(reason: string, details: object = {}) {
  return { ok: false as const, reason, ...details };
}

/**
 * A refusal found half-way through a transaction: throwing it rolls the writes back, and
 * `settled` turns it into the failure again at the model's own boundary, so nothing outside the
 * model ever catches it.
 */
class Refusal<F> extends Error {
  constructor(readonly failure: F) {
    super("refused");
  }
}

export function rollback<F extends { ok: false }>(failure: F): never {
  throw new Refusal(failure);
}

export async function settled<T, F extends { ok: false }>(work: Promise<T>): Promise<T | F> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Refusal) return error.failure as F;
    throw error;
  }
}
