// How many bytes one request body may carry, for the API (api/http/body-limit.ts) and for every web
// action (server/body-limit.js, in the Node server): the same numbers on both layers, counted on the
// bytes that arrive, never on what Content-Length claims.
// Plain JavaScript: the server (server/) imports it under plain node.

const MB = 1024 * 1024;

/** JSON, urlencoded forms and anything else that is not multipart. */
export const BODY_MAX_BYTES = 1 * MB;

/** A multipart form: the largest upload (a 5 MB avatar or report screenshot) plus its fields. */
export const MULTIPART_MAX_BYTES = 6 * MB;

/** A character card file to import (JSON or PNG, up to 10 MB) plus its fields: any path ending /characters/import. */
export const CARD_IMPORT_MAX_BYTES = 10 * MB + 64 * 1024;
const CARD_IMPORT_PATH = /\/characters\/import\/?$/;

/** @param {string | null | undefined} contentType @param {string} [path] the URL path, no query */
export function bodyLimitFor(contentType, path = "") {
  if (!(contentType ?? "").toLowerCase().includes("multipart/form-data")) return BODY_MAX_BYTES;
  return CARD_IMPORT_PATH.test(path) ? CARD_IMPORT_MAX_BYTES : MULTIPART_MAX_BYTES;
}

/** The 413 answer's message, naming both limits. */
export const BODY_TOO_LARGE =
  `The request is too large. Forms and JSON may be up to ${BODY_MAX_BYTES / MB} MB, ` +
  `and uploads up to ${MULTIPART_MAX_BYTES / MB} MB in all.`;
