// Markdown as a person reads it, without its symbols: "*nods* **yes**" → "nods yes". For the places
// that show a card's or a chat's text as plain text (chat-list previews, the import preview, the
// unrendered end of a reply while it streams). Symbols that are text stay: "2 * 3", "snake_case".

const space = (c: string | undefined) => c !== undefined && /\s/.test(c);

/**
 * A run of `*` touching a word (or the text's edge: a streaming reply's end may be an opening `*`)
 * is emphasis; one standing between spaces is text.
 */
function dropAsterisks(text: string): string {
  return text.replace(/\*+/g, (run, at: number) =>
    space(text[at - 1]) && space(text[at + run.length]) ? run : "",
  );
}

export function plainText(markdown: string): string {
  const text = markdown
    // Pictures and links keep their words.
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    // Rules, headings, quotes and list markers at the start of a line.
    .replace(/^[ \t]{0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/gm, "")
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, "")
    .replace(/^[ \t]{0,3}(?:>[ \t]?)+/gm, "")
    .replace(/^([ \t]*)[-*+][ \t]+/gm, "$1")
    .replace(/`+/g, "")
    .replace(/~~/g, "")
    // Underscore emphasis only at a word's edges: snake_case keeps its underscore.
    .replace(/(^|[\s(])_{1,3}(?=\S)/g, "$1")
    .replace(/(\S)_{1,3}(?=$|[\s.,!?;:)])/gm, "$1");
  return dropAsterisks(text);
}
