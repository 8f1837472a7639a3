// What a log line may say about an error: its kind and its codes, never its message. Messages quote
// what was sent: a failed query's message holds its parameters (a chat reply's text, an email), a
// database refusal quotes the value, an SMTP refusal the address, a payment error the email. Logs
// hold ids, sizes and codes only (README, Security). Plain JavaScript so the API and the Node
// server in front of it (server/app.js) log errors the same way.

/** A code or name as drivers and Node write them ("ENOSPC", "23505", "ECONNREFUSED", "email_invalid"). */
const CODE = /^[A-Za-z0-9_.:-]{1,60}$/;

/** @param {unknown} value */
const codeOf = (value) =>
  (typeof value === "string" && CODE.test(value)) || (typeof value === "number" && Number.isFinite(value))
    ? String(value)
    : null;

/**
 * One link of an error chain: its class and whatever codes it carries (Node's code and syscall,
 * PostgreSQL's SQLSTATE and constraint, an HTTP status).
 * @param {unknown} err
 */
function describeOne(err) {
  if (!err || typeof err !== "object") return typeof err;
  const e = /** @type {Record<string, unknown>} */ (err);
  const name = codeOf(e.constructor?.name) ?? codeOf(e.name) ?? "object";
  const details = [e.code, e.syscall, e.constraint, e.status ?? e.statusCode]
    .map(codeOf)
    .filter((part) => part !== null && part !== name);
  return [name, ...details].join(" ");
}

/**
 * The error and its causes (a query error wraps the driver's, which has the code), e.g.
 * "DrizzleQueryError ← DatabaseError 23505 users_email_unique".
 * @param {unknown} err
 * @returns {string}
 */
export function errorSummary(err) {
  const links = [];
  for (let e = err, depth = 0; depth < 5; depth += 1) {
    links.push(describeOne(e));
    const cause = e && typeof e === "object" ? /** @type {{ cause?: unknown }} */ (e).cause : undefined;
    if (!cause) break;
    e = cause;
  }
  return links.join(" ← ");
}

/**
 * Where an error was thrown, without its message: the stack's frames (file and line), for the rare
 * unexpected failure that needs one.
 * @param {unknown} err
 * @returns {string}
 */
export function errorWithFrames(err) {
  const stack = err instanceof Error && typeof err.stack === "string" ? err.stack : "";
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [errorSummary(err), ...frames].join("\n");
}
