import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";

/** The signed-in member (the API's user fields), or 401 {"message":"Unauthorized"}. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => json(await requireApiUser(request)));
