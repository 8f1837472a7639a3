// Whether our cookies carry `Secure`. In production they do, unless PUBLIC_URL says plainly that the
// site is served over http on this machine (npm start on a laptop, the e2e suite, the bench): a
// browser would drop a Secure cookie there and nobody could sign in. Anything else in production,
// http://example.com included, gets Secure: a session must never travel in clear text.
const LOCAL_HTTP = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i;

export function secureCookies({ isProduction, publicUrl }: { isProduction: boolean; publicUrl: string }) {
  return isProduction && !LOCAL_HTTP.test(publicUrl);
}
