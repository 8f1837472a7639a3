// Operator-written text (content pages, plan descriptions): Markdown, where HTML passes through, so
// the stored sanitized HTML can be edited as it is; the one allowlist applies on the way in.
import { marked } from "marked";
import { sanitizeRichText } from "../html";

export function renderOperatorMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true }) as string;
  return sanitizeRichText(html).trim();
}

/** A URL-safe slug from a name ("Monthly Unlimited" → "monthly-unlimited"). */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50);
  return slug || "plan";
}
