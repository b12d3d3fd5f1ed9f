import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { listSignupsForUser } from "~/models/volunteer.server";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";

/** The signed-in member's volunteer signups (the profile's list); 401 for anonymous visitors. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  return json(await listSignupsForUser(user.id));
});

export const action = apiRoute(() => methodNotAllowed());
