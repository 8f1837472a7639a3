// @ts-check
// The server's own refusals (a body over the limit, a post from another site), made before the app
// sees the request: a fetch() call or an API client gets the API's JSON envelope, a page (a form
// posted without JavaScript) gets a small page saying what happened.

/**
 * Whether the refusal should be the API's JSON envelope rather than a page.
 * @param {string} path the URL path @param {string | null | undefined} accept the Accept header
 */
export const wantsJson = (path, accept) => path.startsWith("/api/") || !(accept ?? "").includes("text/html");

/**
 * @param {{ status: number, title: string, message: string, json: boolean, advice?: string }} refusal
 *   `advice`: a line under the message on the page
 * @returns {{ body: string, contentType: string }}
 */
export function refusalBody({ status, title, message, json, advice }) {
  if (json) {
    return {
      body: JSON.stringify({ success: false, message, code: status }),
      contentType: "application/json; charset=utf-8",
    };
  }
  return {
    body:
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
      `<body><main><h1>${title}</h1><p>${message}</p>` +
      (advice ? `<p>${advice}</p>` : "") +
      `<p><a href="/">Go to Infinite</a></p></main></body></html>`,
    contentType: "text/html; charset=utf-8",
  };
}
