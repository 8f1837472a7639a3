// For the Node server's member page cache (server/member-page-cache.js, through entry.server): the
// version a page of this request's member would be rendered under. The token comes from the
// session cookie, exactly as the loaders will read it.
import { pageVersionOfToken } from "./api.server";
import { getToken } from "./auth.server";

/** The member's page version, or null: a visitor, or a session whose token is not fresh. */
export async function memberPageVersion(request: Request): Promise<string | null> {
  const token = await getToken(request);
  return token ? pageVersionOfToken(token) : null;
}
