// Whether our cookies carry `Secure`. In production they do, unless PUBLIC_URL says plainly that the
// site is served over http on this machine (npm start on a laptop, the e2e suite, the bench): a
// browser would drop a Secure cookie there and nobody could sign in. Anything else in production,
// http://example.com included, gets Secure: a session must never travel in clear text.
const LOCAL_HTTP = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i;

export function secureCookies({ isProduction, publicUrl }: { isProduction: boolean; publicUrl: string }) {
  return isProduction && !LOCAL_HTTP.test(publicUrl);
}

/** The session cookie's name over plain http (development, npm start on a laptop, the e2e suite). */
const SESSION_COOKIE = "infinite_user";

/**
 * The session cookie's name. With Secure it is `__Host-infinite_user`: browsers then accept it only
 * from https, with Path=/ and no Domain, so no subdomain and no http page can set or overwrite it.
 * Without Secure the prefix would make browsers refuse it, so plain http keeps the plain name.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

/** Both names, for telling a request with a session from one without. */
export const SESSION_COOKIE_NAMES = [sessionCookieName(false), sessionCookieName(true)];
