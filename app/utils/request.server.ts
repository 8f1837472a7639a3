// Tells a plain form post (JavaScript off: answer with a redirect, PRG) from a fetcher call
// (answer with data, so the page keeps its place). Posts from other sites never get this far: the
// server refuses them first (server/cross-site.js).

export function isDocumentRequest(request: Request) {
  return request.headers.get("Sec-Fetch-Mode") === "navigate";
}

/** The page the request came from, path and query, for redirecting back to it. */
export function samePage(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return `${url.pathname}${url.search}`;
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

const refuse = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * The posted form, for every action: request.formData() throws a TypeError (a 500) on a body that is
 * not a form (JSON, text) or cannot be read (a cut multipart). Those are the sender's mistake: 415
 * and 400 with a message instead. A post with no body at all is an empty form.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) {
    if (type === "" && (await request.text()) === "") return new FormData();
    throw refuse(415, "Send this form as form data (urlencoded or multipart).");
  }
  try {
    return await request.formData();
  } catch {
    throw refuse(400, "The form could not be read. Please send it again.");
  }
}
