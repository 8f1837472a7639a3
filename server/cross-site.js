// @ts-check
// Cross-site request forgery: the one check for every state-changing request the server answers
// (page actions, resource routes and the API alike), made in server/app.js before either sees it.
//
// Browsers send Origin with every POST, PUT, PATCH and DELETE (forms without JavaScript included),
// so a present Origin must name one of our hosts: the one the request was sent to, PUBLIC_URL's, or,
// only behind TRUST_PROXY proxies, the X-Forwarded-Host they set (a client could write anything
// there). Without Origin (an old browser, or not a browser) the request passes only if nothing says
// it is cross-site: Sec-Fetch-Site, when sent, is same-origin or none, and Referer, when sent, is
// ours. API clients (a Bearer token, none of these headers) and Stripe's signed webhooks send none
// of them, so they pass.

/** Methods that change nothing: never checked. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_REFUSED = "This request did not come from Infinite's own pages.";

/** The host (name:port) of a URL, or null when it is not one ("null" origins included). */
function hostOf(/** @type {string | null | undefined} */ url) {
  if (!url || url === "null") return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * @typedef {object} CrossSiteOptions
 * @property {string | undefined} publicUrl PUBLIC_URL: the address people use, also behind a proxy
 * @property {boolean} trustProxy whether TRUST_PROXY proxies stand in front (X-Forwarded-Host believed)
 */

/**
 * Whether `request` changes state and another site made the browser send it.
 * @param {Request} request @param {CrossSiteOptions} options
 */
export function isCrossSite(request, { publicUrl, trustProxy }) {
  if (SAFE_METHODS.has(request.method)) return false;
  const headers = request.headers;
  const ours = new Set([new URL(request.url).host.toLowerCase()]);
  const publicHost = hostOf(publicUrl);
  if (publicHost) ours.add(publicHost);
  const forwardedHost = headers.get("x-forwarded-host")?.split(",")[0]?.trim().toLowerCase();
  if (trustProxy && forwardedHost) ours.add(forwardedHost);

  const origin = headers.get("origin");
  if (origin !== null) return !ours.has(hostOf(origin) ?? "");
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return true;
  const referer = headers.get("referer");
  return referer !== null && !ours.has(hostOf(referer) ?? "");
}
