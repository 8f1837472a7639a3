// Finds English left on a translated page: the page is read in English and in the other language
// (the `lang` cookie), and every visible text, accessible name, placeholder, alt text and the title
// that reads the same in both is English left over, unless it is the page's data (names, emails,
// what members wrote: passed in by the spec), a word the catalogue keeps on purpose (the same text
// in both catalogues, e.g. "Bots"), or has no words at all (numbers, dates, punctuation).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { hydrated } from "./chat-users";

const LOCALES = fileURLToPath(new URL("../../app/locales", import.meta.url));

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, out: Map<string, string>, prefix = "") {
  for (const [key, value] of Object.entries(tree)) {
    const full = `${prefix}${key}`;
    if (typeof value === "string") out.set(full, value);
    else leaves(value, out, `${full}.`);
  }
  return out;
}

const catalogue = (lng: string, file: string) =>
  leaves(JSON.parse(readFileSync(path.join(LOCALES, lng, file), "utf8")) as Tree, new Map());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Texts that read the same in English and in `lng` in some catalogue, placeholders matching any value. */
export function keptOnPurpose(lng: string): RegExp[] {
  const kept: RegExp[] = [];
  for (const file of readdirSync(path.join(LOCALES, "en"))) {
    const english = catalogue("en", file);
    const translated = catalogue(lng, file);
    for (const [key, text] of english) {
      // Pure formatting ("{{heading}} ({{count}})") says nothing about the words around it.
      if (translated.get(key) !== text || !/\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ""))) continue;
      const pattern = text
        .trim()
        .split(/\{\{\s*\w+\s*\}\}/)
        .map(escape)
        .join(".+");
      kept.push(new RegExp(`^${pattern}$`, "s"));
    }
  }
  return kept;
}

/** No letters at all: numbers, dates written with digits, punctuation, arrows. */
const WORDLESS = /^[^\p{L}]*$/u;
/** Units and codes every language writes the same way. */
const NEUTRAL = /^(UTC|USD|CSV|PNG|JPEG|GIF|WebP|MB|ms|#\d+|\/[\w-]*)$/;

/**
 * Every piece of text a person (or a screen reader) meets on the page, whitespace folded: the
 * title and what is inside `scope` (the whole body by default).
 */
export async function pageTexts(page: Page, scope = "body"): Promise<string[]> {
  return page.evaluate((scope) => {
    const root = document.querySelector(scope) ?? document.body;
    // The title without the site's name, which no language translates.
    const out: string[] = [document.title.replace(/ — Infinite$/, "")];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest("script, style, template, noscript")) continue;
      out.push(node.textContent ?? "");
    }
    for (const el of root.querySelectorAll("[aria-label], [placeholder], [alt], [title]")) {
      for (const name of ["aria-label", "placeholder", "alt", "title"]) out.push(el.getAttribute(name) ?? "");
    }
    return out.map((t) => t.replace(/\s+/g, " ").trim()).filter(Boolean);
  }, scope);
}

async function textsIn(page: Page, url: string, lng: string, scope: string) {
  await page.context().addCookies([{ name: "lang", value: lng, url: page.url() }]);
  const res = await page.goto(url);
  expect(res?.status(), `${url} in ${lng}`).toBeLessThan(400);
  await hydrated(page);
  expect(await page.locator("html").getAttribute("lang")).toBe(lng);
  return pageTexts(page, scope);
}

/**
 * The texts of `url` in `lng` that are the same as in English and are neither data nor kept on
 * purpose: the English left over. The page must already be open (for its origin).
 */
export async function englishLeft(
  page: Page,
  url: string,
  lng: string,
  data: ReadonlySet<string>,
  scope = "body",
) {
  const english = new Set(await textsIn(page, url, "en", scope));
  const kept = keptOnPurpose(lng);
  const translated = await textsIn(page, url, lng, scope);
  await page.context().addCookies([{ name: "lang", value: "en", url: page.url() }]);
  return [
    ...new Set(
      translated.filter(
        (t) =>
          english.has(t) &&
          !data.has(t) &&
          !kept.some((k) => k.test(t)) &&
          !WORDLESS.test(t) &&
          !NEUTRAL.test(t),
      ),
    ),
  ];
}

/** Every string in an API answer, and each line of it with markup removed (a reply shown as text). */
export function stringsOf(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    const fold = (t: string) =>
      t
        .replace(/&#39;|&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&")
        .replace(/\s+/g, " ")
        .trim();
    out.add(fold(value));
    for (const line of value.replace(/<[^>]+>/g, "\n").split("\n")) if (line.trim()) out.add(fold(line));
  } else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}
