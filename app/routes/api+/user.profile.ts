import { json, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { saveProfile } from "~/models/email-change.server";
import { messageFor } from "~/i18n/message-map";
import { emailChangeMessages } from "~/i18n/messages/profile";
import { ProfileSchema } from "~/models/profile.schema";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * PATCH {firstName, lastName, email, profileImageUrl}. Names and image are saved at once: 200 with
 * the user (and any `pendingEmail`). A different email is only requested: 202 with the user, whose
 * email is still the old one, and `pendingEmail`; POST /api/user/email-confirmation {code} with
 * the code mailed to the new address completes it. 400 with field errors, 429 when rate-limited.
 */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "PATCH" && request.method !== "PUT") return methodNotAllowed();
  const user = await requireApiUser(request);
  const parsed = ProfileSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return json({ message: m.profile_api_validation_error(), errors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  const result = await saveProfile(request, user, parsed.data);
  if (!result.ok) {
    const message = messageFor(emailChangeMessages, result);
    return result.field
      ? json({ message: m.profile_api_validation_error(), errors: { [result.field]: [message] } }, { status: result.status })
      : json({ message }, { status: result.status });
  }
  return json(result.profile, { status: result.emailChange ? 202 : 200 });
});

export const loader = apiRoute(() => methodNotAllowed());
