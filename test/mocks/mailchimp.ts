import { http, HttpResponse } from "msw";

/**
 * A fake of Mailchimp's Marketing API (v3.0) list members for msw:
 * - PUT  {api}/lists/{list_id}/members/{subscriber_hash}: add or update (body: email_address,
 *   status_if_new, status, merge_fields); answers the member object (id = subscriber_hash);
 * - PATCH {api}/lists/{list_id}/members/{subscriber_hash}: update an existing member, 404 otherwise;
 * - POST {api}/lists/{list_id}/members/{subscriber_hash}/tags: { tags: [{ name, status }] }, 204.
 * Authentication is HTTP basic with the API key as password (401 otherwise). Errors are Mailchimp's
 * problem documents: { type, title, status, detail, instance } (application/problem+json).
 * Queue failures with `fail(status)`: each is answered to one request, in order.
 */
export const FAKE_MAILCHIMP_KEY = "0123456789abcdef0123456789abcdef-us21";
const FAKE_MAILCHIMP_LIST = "a1b2c3d4e5";
const FAKE_MAILCHIMP_API = "https://us21.api.mailchimp.com/3.0";
export const fakeMailchimpConfig = { apiKey: FAKE_MAILCHIMP_KEY, listId: FAKE_MAILCHIMP_LIST, apiUrl: FAKE_MAILCHIMP_API };

type MailchimpRequest = { method: string; path: string; authorization: string | null; body: Record<string, unknown> };
export type FakeMember = { email_address: string; status: string; merge_fields: Record<string, string>; tags: Map<string, string> };

const TITLES: Record<number, string> = {
  400: "Invalid Resource",
  401: "API Key Invalid",
  404: "Resource Not Found",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

function problem(status: number, detail: string) {
  return HttpResponse.json(
    {
      type: "https://mailchimp.com/developer/marketing/docs/errors/",
      title: TITLES[status] ?? "Error",
      status,
      detail,
      instance: crypto.randomUUID(),
    },
    { status, headers: { "Content-Type": "application/problem+json" } },
  );
}

export function createMailchimpFake({ apiKey = FAKE_MAILCHIMP_KEY, listId = FAKE_MAILCHIMP_LIST } = {}) {
  const state = {
    requests: [] as MailchimpRequest[],
    members: new Map<string, FakeMember>(),
    failures: [] as number[],
  };
  const expectedAuth = (header: string | null) => {
    if (!header?.startsWith("Basic ")) return false;
    const decoded = Buffer.from(header.slice(6), "base64").toString();
    return decoded.slice(decoded.indexOf(":") + 1) === apiKey;
  };
  /** Shared checks; a Response to send instead, or null to go on. */
  async function intake(request: Request, params: Record<string, string | readonly string[] | undefined>) {
    const body = request.method === "GET" ? {} : ((await request.json().catch(() => ({}))) as Record<string, unknown>);
    state.requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get("authorization"),
      body,
    });
    const failure = state.failures.shift();
    if (failure)
      return {
        response: problem(
          failure,
          failure === 429 ? "You have exceeded the limit of 10 simultaneous connections." : "Please try again later.",
        ),
        body,
      };
    if (!expectedAuth(request.headers.get("authorization")))
      return { response: problem(401, "Your API key may be invalid, or you've attempted to access the wrong datacenter."), body };
    if (params.listId !== listId) return { response: problem(404, "The requested resource could not be found."), body };
    return { response: null, body };
  }
  const memberJson = (hash: string, member: FakeMember) => ({
    id: hash,
    email_address: member.email_address,
    status: member.status,
    merge_fields: member.merge_fields,
    list_id: listId,
    tags: [...member.tags].filter(([, status]) => status === "active").map(([name]) => ({ name })),
  });
  const handlers = [
    http.put(`${FAKE_MAILCHIMP_API}/lists/:listId/members/:hash`, async ({ request, params }) => {
      const { response, body } = await intake(request, params);
      if (response) return response;
      const hash = String(params.hash);
      if (typeof body.email_address !== "string" || (!state.members.has(hash) && typeof body.status_if_new !== "string")) {
        return problem(400, "The resource submitted could not be validated. For field-specific details, see the 'errors' array.");
      }
      const existing = state.members.get(hash);
      const member: FakeMember = {
        email_address: body.email_address,
        status: String(body.status ?? existing?.status ?? body.status_if_new),
        merge_fields: { ...existing?.merge_fields, ...(body.merge_fields as Record<string, string> | undefined) },
        tags: existing?.tags ?? new Map(),
      };
      state.members.set(hash, member);
      return HttpResponse.json(memberJson(hash, member));
    }),
    http.patch(`${FAKE_MAILCHIMP_API}/lists/:listId/members/:hash`, async ({ request, params }) => {
      const { response, body } = await intake(request, params);
      if (response) return response;
      const member = state.members.get(String(params.hash));
      if (!member) return problem(404, "The requested resource could not be found.");
      if (typeof body.status === "string") member.status = body.status;
      return HttpResponse.json(memberJson(String(params.hash), member));
    }),
    http.post(`${FAKE_MAILCHIMP_API}/lists/:listId/members/:hash/tags`, async ({ request, params }) => {
      const { response, body } = await intake(request, params);
      if (response) return response;
      const member = state.members.get(String(params.hash));
      if (!member) return problem(404, "The requested resource could not be found.");
      for (const tag of (body.tags as { name: string; status: string }[] | undefined) ?? []) member.tags.set(tag.name, tag.status);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return {
    state,
    handlers,
    fail: (...statuses: number[]) => state.failures.push(...statuses),
    reset() {
      state.requests.length = 0;
      state.members.clear();
      state.failures.length = 0;
    },
  };
}
