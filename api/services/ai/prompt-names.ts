// Names a user supplies (their own, a character's) as they may appear in a prompt.

/** Longest user-supplied name that reaches a prompt. */
const PROMPT_NAME_MAX = 50;

/** A user-supplied name as one short line of plain text: no line breaks, controls or quotes. */
export function promptSafeName(name: string): string {
  const line = (name ?? "")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is taken out
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/["“”`{}<>[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return [...line].slice(0, PROMPT_NAME_MAX).join("").trim();
}
