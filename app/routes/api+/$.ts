import { json } from "@remix-run/node";
import { apiRoute } from "~/utils/api.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** Unknown /api/* paths answer in JSON, like the rest of the API. */
export const loader = apiRoute(() => json({ message: m.auth_api_not_found() }, { status: 404 }));
export const action = loader;
