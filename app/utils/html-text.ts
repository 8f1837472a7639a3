// Stored rich text (sanitized HTML) as plain text, for places that show it escaped: the console's
// view of reported exchanges, where nothing a bot wrote should render as markup or links.
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[2-4]|\/blockquote|\/pre)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
