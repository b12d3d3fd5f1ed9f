import { json } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { db } from "~/utils/db.server";

/** For load balancers and the container HEALTHCHECK: 200 only when the database answers. */
export async function loader() {
  try {
    await db.execute(sql`select 1`);
    return json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("Health check failed:", error);
    return json({ status: "error", message: "Database unavailable" }, { status: 503 });
  }
}
