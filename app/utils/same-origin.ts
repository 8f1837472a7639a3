// Cross-site request forgery check for actions Remix does not check itself (resource routes: its
// own check covers only page and single-fetch actions). Pure, so it is unit-tested.

/** The host (name:port) of a URL, or null when it is not one ("null" origins included). */
function hostOf(url: string | null): string | null {
  if (!url || url === "null") return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from our own pages. Browsers send Origin with every POST
 * (forms without JavaScript included), so a present Origin must name one of our hosts: the one the
 * request was sent to, or PUBLIC_URL's. Without Origin (an old browser, or not a browser), the
 * request passes only if nothing says it is cross-site: Sec-Fetch-Site, when sent, is same-origin
 * or none, and Referer, when sent, is ours.
 */
export function isSameOriginRequest(request: Request, publicUrl?: string): boolean {
  const ours = new Set([new URL(request.url).host.toLowerCase()]);
  const forwardedHost = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim().toLowerCase();
  if (forwardedHost) ours.add(forwardedHost);
  const publicHost = publicUrl ? hostOf(publicUrl) : null;
  if (publicHost) ours.add(publicHost);

  const origin = request.headers.get("origin");
  if (origin !== null) {
    const host = hostOf(origin);
    return host !== null && ours.has(host);
  }
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return false;
  const referer = request.headers.get("referer");
  if (referer !== null) {
    const host = hostOf(referer);
    return host !== null && ours.has(host);
  }
  return true;
}
