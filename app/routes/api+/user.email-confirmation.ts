import { json, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { cancelEmailChange, getProfile } from "~/models/profile.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { confirmCode } from "~/models/email-change.server";
import { messageFor } from "~/i18n/message-map";
import { emailChangeMessages } from "~/i18n/messages/profile";
import { EmailCodeSchema } from "~/models/email-change.schema";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * The pending email change (PATCH /api/user/profile starts it):
 * POST {code} → 200 with the user, whose email is now the new address; 400 with field errors for
 * a wrong or expired code, 409 when another member took the address meanwhile, 429 when limited.
 * DELETE → 200 with the user; the pending change and its code are dropped.
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  const user = await requireApiUser(request);
  if (request.method === "DELETE") {
    await cancelEmailChange(user.id);
    return json(await getProfile(user.id));
  }
  if (request.method !== "POST") return methodNotAllowed();
  const parsed = EmailCodeSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return json({ message: m.profile_api_validation_error(), errors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  const result = await confirmCode(request, user, parsed.data.code);
  if (result.ok) return json(result.profile);
  const message = messageFor(emailChangeMessages, result);
  return result.status === 400
    ? json({ message: m.profile_api_validation_error(), errors: { code: [message] } }, { status: 400 })
    : json({ message }, { status: result.status });
});

export const loader = apiRoute(() => methodNotAllowed());
