// Headers every response of the web app carries. HTML pages get a Content-Security-Policy that
// allows inline scripts only with this request's nonce (enforced, not report-only); data responses
// (single fetch) never render as a page, so they get the strictest policy.
import { baseSecurityHeaders, NON_DOCUMENT_CSP } from "#contract/base-security-headers";

export { baseSecurityHeaders };

/**
 * `formActionOrigins`: where else a form may post or be redirected after posting (Stripe Checkout
 * when it is in use, see env.server.ts). Nothing else: an injected form cannot send data away.
 */
export function securityHeaders(
  nonce: string,
  env: { isProduction: boolean; formActionOrigins?: readonly string[] },
) {
  const csp = [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonce'd module scripts load the route chunks they import.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self'",
    "font-src 'self'",
    // The service worker and the manifest are ours; 'strict-dynamic' would otherwise refuse the worker.
    "worker-src 'self'",
    "manifest-src 'self'",
    // Dev needs the Vite HMR socket.
    `connect-src 'self'${env.isProduction ? "" : " ws: http://localhost:*"}`,
    "frame-ancestors 'none'",
    ["form-action 'self'", ...(env.formActionOrigins ?? [])].join(" "),
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
  return { "Content-Security-Policy": csp, ...baseSecurityHeaders(env) };
}

/** For responses that are data, never a document (single-fetch loader and action data). */
export function dataSecurityHeaders(env: { isProduction: boolean }) {
  return {
    "Content-Security-Policy": NON_DOCUMENT_CSP,
    ...baseSecurityHeaders(env),
  };
}
