import { sessionStorage } from "../app/utils/session.server";

/**
 * A `Cookie` header value (`__session=…`) for a signed-in member, for loader and action tests
 * that call route functions with a real Request. Needs the test database (useTestDatabase), since
 * sessions are stored in the `sessions` table.
 */
export async function signedInCookie(userId: string): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set("userId", userId);
  return (await sessionStorage.commitSession(session)).split(";")[0];
}
