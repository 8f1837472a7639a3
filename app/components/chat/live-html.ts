// What a reply shows while it streams: the server's partial HTML (sanitized, sent every ~250 ms with
// a token) and, after it, the words that came since, as plain text inside its last paragraph, so the
// reply grows word by word and never shows a Markdown symbol.
import { plainText } from "#contract/plain-text";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `html`: the latest partial HTML, or null before any; `tail`: the streamed text that came after it. */
export function liveHtml(html: string | null, tail: string): string {
  const words = escapeHtml(plainText(tail)).replace(/\n/g, "<br>");
  if (!html) return words.trim() ? `<p>${words}</p>` : "";
  if (!words) return html;
  return html.endsWith("</p>") ? `${html.slice(0, -"</p>".length)}${words}</p>` : `${html}<p>${words}</p>`;
}
