// How the web tier learns each browser's address without trusting anything the browser sends.
//
// The Node server (server/listener.js) owns the socket, but the Request a Remix loader gets carries
// only headers. The server therefore stamps every incoming request with a header of its own: the
// socket's remoteAddress, prefixed with a random secret made once per process and kept on
// globalThis. Whatever a client sent under that name is deleted first, and the web app believes the
// header only when the secret matches (app/utils/client-address.server.ts), so a forged one is
// worthless. Plain JavaScript: the server runs under plain node.
import { randomBytes, timingSafeEqual } from "node:crypto";

export const CLIENT_CHANNEL_HEADER = "x-infinite-client-address";

const SECRET_KEY = Symbol.for("infinite.clientChannelSecret");

/** The process's channel secret, made on first use (when the server starts). */
export function channelSecret() {
  const g = /** @type {Record<symbol, string | undefined>} */ (/** @type {unknown} */ (globalThis));
  g[SECRET_KEY] ??= randomBytes(24).toString("base64url");
  return g[SECRET_KEY];
}

/** The secret if the server made one in this process, else undefined (tests, the API alone). */
export function existingChannelSecret() {
  return /** @type {Record<symbol, string | undefined>} */ (/** @type {unknown} */ (globalThis))[SECRET_KEY];
}

/**
 * Replaces any incoming header of the channel's name with the socket's address (Node lower-cases
 * header names, so one delete removes every spelling).
 * @param {Record<string, string | string[] | undefined>} headers a Node IncomingMessage's headers
 * @param {string | undefined} remoteAddress
 * @param {string} secret
 */
export function stampClientAddress(headers, remoteAddress, secret) {
  delete headers[CLIENT_CHANNEL_HEADER];
  if (remoteAddress) headers[CLIENT_CHANNEL_HEADER] = `${secret} ${remoteAddress}`;
}

/**
 * The address in a stamped header, or undefined when the header is missing or was not made with
 * `secret` (a client's forgery, or a request that did not pass through the server).
 * @param {string | null | undefined} value
 * @param {string | undefined} secret
 * @returns {string | undefined}
 */
export function readClientAddress(value, secret) {
  if (!value || !secret) return undefined;
  const space = value.indexOf(" ");
  if (space < 1) return undefined;
  const given = Buffer.from(value.slice(0, space));
  const expected = Buffer.from(secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const address = value.slice(space + 1).trim();
  return address && !address.includes(",") ? address : undefined;
}
