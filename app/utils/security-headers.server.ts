// Headers every HTML response carries. The CSP allows inline scripts only with this request's nonce.
export function securityHeaders(nonce: string, { isProduction }: { isProduction: boolean }) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self'",
    "font-src 'self'",
    // Dev needs the Vite HMR socket.
    `connect-src 'self'${isProduction ? "" : " ws: http://localhost:*"}`,
    "frame-ancestors 'none'",
    "form-action 'self' https:",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
  const headers: Record<string, string> = {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  if (isProduction) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
