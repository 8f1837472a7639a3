// Stored replies are sanitized HTML (renderReply). Providers get them back as text with the light
// Markdown they were written in (*actions*, **bold**, lists), so a model sees its own style and the
// persona engine recognises its earlier replies (it never repeats one of its last 20).
import { rememberedBy } from "../services/remembered";

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Sanitized reply HTML → the Markdown-ish text it was rendered from. */
function htmlToText(html: string): string {
  const text = html
    // Newlines between block tags are layout; newlines inside <pre> are content.
    .replace(/>\r?\n/g, ">")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[2-4]|blockquote|pre|ul|ol)>/gi, "\n\n")
    .replace(/<hr\s*\/?>/gi, "\n\n---\n\n")
    .replace(/<li>/gi, "- ")
    .replace(/<\/li>/gi, "\n")
    .replace(/<\/?(em|i)>/gi, "*")
    .replace(/<\/?(strong|b)>/gi, "**")
    .replace(/<\/?del>/gi, "~~")
    .replace(/<\/?code>/gi, "`")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * htmlToText, remembered: every reply turns its chat's newest 200 stored replies back into text, and
 * all but the newest were turned the same way for the reply before.
 */
export const replyToText: (html: string) => string = rememberedBy(htmlToText, {
  minChars: 16,
  maxChars: 2_000_000,
  maxTexts: 20_000,
});
