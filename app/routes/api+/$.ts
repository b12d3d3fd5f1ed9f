import { json } from "@remix-run/node";
import { apiRoute } from "~/utils/api.server";

/** Unknown /api/* paths answer in JSON, like the rest of the API. */
export const loader = apiRoute(() => json({ message: "Not Found" }, { status: 404 }));
export const action = loader;
