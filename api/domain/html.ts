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
