import { json, redirect } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestKeys } from "../../db/schema";
import { createSignedInMember } from "../../test/factories";
import { post, sendJson, settle } from "../../test/http";
import { useTestDatabase } from "../../test/db";
import { cartCookie } from "./cart-cookie.server";
import { onceOnly, purgeRequestKeys } from "./request-keys.server";
import { deleteAccount } from "./account-deletion.server";
import { redirectWithToast } from "~/utils/toast.server";
import { runNotificationSweep } from "~/notifications/sweep.server";

const database = useTestDatabase();

/** An action that counts its runs and answers as a page's success does: a redirect with a toast and another cookie. */
function counter(
  answer: (n: number) => Promise<Response> | Response = (n) => redirectWithToast(`/done/${n}`, { description: `Done ${n}` }),
) {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    action: (request: Request) =>
      onceOnly(request, async () => {
        runs++;
        const n = runs;
        // A moment of work, so a concurrent duplicate arrives while the first is running.
        await new Promise((resolve) => setTimeout(resolve, 30));
        return answer(n);
      }),
  };
}

async function shape(response: Response) {
  return {
    status: response.status,
    location: response.headers.get("Location"),
    contentType: response.headers.get("Content-Type"),
    body: await response.text(),
  };
}

const form = (key: string, fields: Record<string, string> = {}) => ({ _key: key, ...fields });

describe("onceOnly", () => {
  it("runs the first post with a key once and answers a repeat, one after the other, with the same answer and toast", async () => {
    const { cookie } = await createSignedInMember();
    const c = counter();
    const first = await c.action(post("/things/new", form("k-1"), cookie));
    const second = await c.action(post("/things/new", form("k-1"), cookie));
    expect(c.runs).toBe(1);
    expect(second.status).toBe(302);
    expect(await shape(second)).toEqual(await shape(first));
    expect(second.headers.get("Set-Cookie")).toMatch(/^__toast=/);
    expect(second.headers.get("Set-Cookie")).toBe(first.headers.get("Set-Cookie"));
  });

  it("runs concurrent duplicates once: the second waits for the first and gets its answer", async () => {
    const { cookie } = await createSignedInMember();
    const c = counter(() => json({ id: 7 }, { status: 201 }));
    const answers = await Promise.all([1, 2, 3].map(() => c.action(post("/things/new", form("k-2"), cookie))));
    expect(c.runs).toBe(1);
    const shapes = await Promise.all(answers.map(shape));
    expect(shapes[0]).toEqual({ status: 201, location: null, contentType: "application/json; charset=utf-8", body: '{"id":7}' });
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
  });

  it("does not keep a refused answer: the same key runs again after a 400", async () => {
    const { cookie } = await createSignedInMember();
    const c = counter((n) => (n === 1 ? json({ errors: { title: ["Required"] } }, { status: 400 }) : redirect("/done", 303)));
    expect((await c.action(post("/things/new", form("k-3"), cookie))).status).toBe(400);
    expect((await c.action(post("/things/new", form("k-3", { title: "x" }), cookie))).status).toBe(303);
    expect((await c.action(post("/things/new", form("k-3", { title: "x" }), cookie))).status).toBe(303);
    expect(c.runs).toBe(2);
  });

  it("frees the key when the action throws, and stores a thrown redirect like a returned one", async () => {
    const { cookie } = await createSignedInMember();
    let runs = 0;
    const failing = (request: Request) =>
      onceOnly(request, async () => {
        runs++;
        if (runs === 1) throw new Error("database down");
        throw redirect("/done", 303);
      });
    await expect(failing(post("/things/new", form("k-4"), cookie))).rejects.toThrow("database down");
    expect((await settle(failing(post("/things/new", form("k-4"), cookie)))).status).toBe(303);
    expect((await settle(failing(post("/things/new", form("k-4"), cookie)))).status).toBe(303);
    expect(runs).toBe(2);
  });

  it("keeps each member's keys apart: another member's same key acts on its own", async () => {
    const a = await createSignedInMember({ email: "a@example.com" });
    const b = await createSignedInMember({ email: "b@example.com" });
    const c = counter();
    const first = await c.action(post("/things/new", form("shared"), a.cookie));
    const other = await c.action(post("/things/new", form("shared"), b.cookie));
    expect(c.runs).toBe(2);
    expect(other.headers.get("Location")).not.toBe(first.headers.get("Location"));
  });

  it("keys a visitor by their cart cookie, and does not dedupe a visitor with no cookie at all", async () => {
    const guest = `__cart=${(await cartCookie.serialize("cart-1")).split(";")[0].slice("__cart=".length)}`;
    const c = counter();
    await c.action(post("/shop/1", form("g-1"), guest));
    await c.action(post("/shop/1", form("g-1"), guest));
    expect(c.runs).toBe(1);
    await c.action(post("/shop/1", form("g-1")));
    await c.action(post("/shop/1", form("g-1")));
    expect(c.runs).toBe(3);
  });

  it("refuses the same key on another address or intent with a 422", async () => {
    const { cookie } = await createSignedInMember();
    const c = counter();
    await c.action(post("/things/new", form("k-5", { intent: "add" }), cookie));
    const elsewhere = await settle(c.action(post("/other/new", form("k-5", { intent: "add" }), cookie)));
    const otherIntent = await settle(c.action(post("/things/new", form("k-5", { intent: "remove" }), cookie)));
    expect(elsewhere.status).toBe(422);
    expect(otherIntent.status).toBe(422);
    expect(await elsewhere.json()).toEqual({ message: expect.stringContaining("different request") });
    expect(c.runs).toBe(1);
  });

  it("reads the JSON API's Idempotency-Key header and refuses one over 255 characters", async () => {
    const { cookie } = await createSignedInMember();
    const c = counter(() => json({ id: 1 }, { status: 201 }));
    const send = (key: string) => c.action(sendJson("/api/things", { title: "x" }, { cookie, headers: { "Idempotency-Key": key } }));
    const [one, two] = await Promise.all([send("h-1"), send("h-1")]);
    const three = await send("h-1");
    expect(c.runs).toBe(1);
    const firstAnswer = await shape(one);
    expect(await shape(two)).toEqual(firstAnswer);
    expect(await shape(three)).toEqual(firstAnswer);
    const tooLong = await settle(send("x".repeat(256)));
    expect(tooLong.status).toBe(400);
    expect(c.runs).toBe(1);
  });

  it("takes a resent form's key from the Idempotency-Key header too, as the same request (its intent kept)", async () => {
    const { cookie } = await createSignedInMember();
    const c = counter();
    const first = await c.action(post("/things/new", form("k-9", { intent: "add" }), cookie));
    const resent = await c.action(post("/things/new", { intent: "add" }, { cookie, headers: { "Idempotency-Key": "k-9" } }));
    expect(c.runs).toBe(1);
    expect(resent.headers.get("Location")).toBe(first.headers.get("Location"));
  });

  it("replays the toast and checkout cookies but never a session cookie", async () => {
    const { cookie } = await createSignedInMember();
    const c = counter(() => {
      const headers = new Headers();
      headers.append("Set-Cookie", "__session=abc; Path=/; HttpOnly");
      headers.append("Set-Cookie", "__checkout=def; Path=/shop/checkout; HttpOnly");
      return redirect("/done", { status: 303, headers });
    });
    await c.action(post("/things/new", form("k-6"), cookie));
    const again = await c.action(post("/things/new", form("k-6"), cookie));
    expect(c.runs).toBe(1);
    expect(again.headers.get("Set-Cookie")).toBe("__checkout=def; Path=/shop/checkout; HttpOnly");
  });

  it("takes over a key whose first request died (pending for over a minute)", async () => {
    const { cookie } = await createSignedInMember();
    const c = counter();
    await c.action(post("/things/new", form("k-7"), cookie));
    await database.db.execute(
      sql`update ${requestKeys} set state = 'pending', status = null, created_at = now() - interval '2 minutes' where key = 'k-7'`,
    );
    await c.action(post("/things/new", form("k-7"), cookie));
    expect(c.runs).toBe(2);
  });

  it("forgets keys older than a day", async () => {
    const { cookie } = await createSignedInMember();
    const c = counter();
    await c.action(post("/things/new", form("old"), cookie));
    await c.action(post("/things/new", form("new"), cookie));
    await database.db.execute(sql`update ${requestKeys} set created_at = now() - interval '25 hours' where key = 'old'`);
    expect(await purgeRequestKeys(new Date())).toBe(1);
    await c.action(post("/things/new", form("old"), cookie));
    await c.action(post("/things/new", form("new"), cookie));
    expect(c.runs).toBe(3);
  });

  it("goes with a deleted account: its stored answers are deleted, another member's stay", async () => {
    const gone = await createSignedInMember({ email: "gone@example.com" });
    const stays = await createSignedInMember({ email: "stays@example.com" });
    const c = counter(() => json({ mine: "posted text" }, { status: 201 }));
    await c.action(post("/things/new", form("k-8"), gone.cookie));
    await c.action(post("/things/new", form("k-8"), stays.cookie));
    expect(await deleteAccount(gone.id)).toMatchObject({ ok: true });
    const left = await database.db.select({ scope: requestKeys.scope }).from(requestKeys);
    expect(left).toEqual([{ scope: `user:${stays.id}` }]);
  });

  it("is cleaned up by the periodic sweep", async () => {
    const { cookie } = await createSignedInMember();
    await counter().action(post("/things/new", form("old"), cookie));
    await database.db.execute(sql`update ${requestKeys} set created_at = now() - interval '25 hours'`);
    await runNotificationSweep({ db: database.db, send: async () => undefined });
    expect(await database.db.select().from(requestKeys)).toEqual([]);
  });
});
