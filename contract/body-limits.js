// How many bytes one request body may carry, for the API (api/http/body-limit.ts) and for every web
// action (scripts/body-limit.js, in front of remix-serve): the same numbers on both layers, counted
// on the bytes that arrive, never on what Content-Length claims.
// Plain JavaScript: the server preload imports it before the app is loaded.

const MB = 1024 * 1024;

/** JSON, urlencoded forms and anything else that is not multipart. */
export const BODY_MAX_BYTES = 1 * MB;

/** A multipart form: the largest upload (a 5 MB avatar or report screenshot) plus its fields. */
export const MULTIPART_MAX_BYTES = 6 * MB;

/** @param {string | null | undefined} contentType */
export function bodyLimitFor(contentType) {
  return (contentType ?? "").toLowerCase().includes("multipart/form-data")
    ? MULTIPART_MAX_BYTES
    : BODY_MAX_BYTES;
}

/** The 413 answer's message, naming both limits. */
export const BODY_TOO_LARGE =
  `The request is too large. Forms and JSON may be up to ${BODY_MAX_BYTES / MB} MB, ` +
  `and uploads up to ${MULTIPART_MAX_BYTES / MB} MB in all.`;
