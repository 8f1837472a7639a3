// Bot replies: the provider's Markdown/text rendered to HTML, then allowlisted.
import { marked } from "marked";
import { sanitizeRichText } from "../../contract/sanitize";

export { sanitizeRichText };

/** Raw HTML in a reply is shown as text (escaped before Markdown), never interpreted. */
export function renderReply(markdown: string): string {
  const escaped = markdown.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const html = marked.parse(escaped, { async: false, gfm: true, breaks: true }) as string;
  return sanitizeRichText(html).trim();
}

const spaced = (c: string | undefined) => c === undefined || /\s/.test(c);

/**
 * A reply still being written, with the emphasis it has opened closed for now ("he *no" → "he *no*"),
 * so its partial HTML shows italics rather than a stray asterisk; an opening `*` at the very end is
 * left out until its words come. Only the last paragraph can hold an open one; code is left alone.
 */
export function closeOpenEmphasis(text: string): string {
  const from = text.lastIndexOf("\n\n") + 1;
  const paragraph = text.slice(from);
  if ((paragraph.match(/`/g)?.length ?? 0) % 2 === 1) return text;
  const open: string[] = [];
  let end = text.length;
  for (const match of paragraph.matchAll(/\*+/g)) {
    const at = match.index;
    const before = paragraph[at - 1];
    const after = paragraph[at + match[0].length];
    // "2 * 3" and a list's "* " are not emphasis.
    if (spaced(before) && spaced(after)) {
      if (after === undefined) end = from + at;
      continue;
    }
    const parts = match[0].length >= 3 ? ["**", "*"] : [match[0].length === 2 ? "**" : "*"];
    for (const part of parts) {
      const k = open.lastIndexOf(part);
      if (k === -1) open.push(part);
      else open.splice(k, 1);
    }
  }
  if (!open.length && end === text.length) return text;
  return text.slice(0, end).trimEnd() + open.reverse().join("");
}

/** The HTML of a reply still being written (renderReply of what has come, emphasis closed). */
export function renderPartialReply(markdown: string): string {
  return renderReply(closeOpenEmphasis(markdown));
}
