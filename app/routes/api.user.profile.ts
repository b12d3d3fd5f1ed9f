import { json, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { EmailTakenError, updateProfile } from "~/models/users.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { ProfileSchema } from "~/utils/profile-schema";

/** PATCH {firstName, lastName, email, profileImageUrl} → the updated user, or 400 with field errors. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "PATCH" && request.method !== "PUT") return methodNotAllowed();
  const user = await requireApiUser(request);
  const parsed = ProfileSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return json({ message: "Validation Error", errors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  try {
    return json(await updateProfile(user.id, parsed.data));
  } catch (error) {
    if (error instanceof EmailTakenError) {
      return json({ message: "Validation Error", errors: { email: [error.message] } }, { status: 400 });
    }
    throw error;
  }
});

export const loader = apiRoute(() => methodNotAllowed());
