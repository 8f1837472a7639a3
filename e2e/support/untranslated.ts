// Finds English left on a translated page, for every i18n spec: the same page (or the same state of
// a walk) is read in English and in the other language, and every visible text, accessible name,
// placeholder, alt text and the title that reads the same in both is English left over, unless it
// is the page's data (names, emails, bots, what members wrote: passed in by the spec), a text a
// catalogue keeps the same on purpose (app/locales or contract/locales, e.g. "Bots"), the brand or
// a language's own name, or has no words at all (numbers, dates, punctuation). It reads the page in
// the browser, so the same check serves JavaScript off (the server's HTML) and on (the hydrated
// page).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { UI_LANGUAGE_NAMES } from "../../contract/ui-languages.js";
import { hydrated } from "./chat-users";

const LOCALES = fileURLToPath(new URL("../../app/locales", import.meta.url));
const CONTRACT_LOCALES = fileURLToPath(new URL("../../contract/locales", import.meta.url));

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, out: Map<string, string>, prefix = "") {
  for (const [key, value] of Object.entries(tree)) {
    const full = `${prefix}${key}`;
    if (typeof value === "string") out.set(full, value);
    else leaves(value, out, `${full}.`);
  }
  return out;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Tree;
const catalogue = (lng: string, file: string) => leaves(readJson(path.join(LOCALES, lng, file)), new Map());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const PLACEHOLDER = /\{\{[^}]+\}\}/;

/** A catalogue text as a pattern for what a page shows, each placeholder matching any value. */
function patternOf(text: string) {
  const source = text.trim().split(PLACEHOLDER).map(escape).join(".+");
  return new RegExp(`^${source}$`, "s");
}

/** Whether a text says something beyond its placeholders ("{{heading}} ({{count}})" does not). */
const hasWordsBeyondPlaceholders = (text: string) =>
  /\p{L}/u.test(text.replace(new RegExp(PLACEHOLDER, "g"), ""));

const keptCache = new Map<string, RegExp[]>();

/**
 * Texts that read the same in English and in `lng` in some catalogue: the interface's
 * (app/locales, by key) and the contract's messages (contract/locales, keyed by their English).
 */
export function keptOnPurpose(lng: string): RegExp[] {
  const cached = keptCache.get(lng);
  if (cached) return cached;
  const same: string[] = [];
  for (const file of readdirSync(path.join(LOCALES, "en"))) {
    const translated = catalogue(lng, file);
    for (const [key, text] of catalogue("en", file)) if (translated.get(key) === text) same.push(text);
  }
  // Each area of the contract's messages: the members' (<lng>.json) and the console's.
  for (const file of [`${lng}.json`, `console/${lng}.json`]) {
    const messages = readJson(path.join(CONTRACT_LOCALES, file));
    for (const [english, text] of Object.entries(messages)) if (text === english) same.push(english);
  }
  const kept = same.filter(hasWordsBeyondPlaceholders).map(patternOf);
  keptCache.set(lng, kept);
  return kept;
}

/** The brand and each language's name in itself (the switcher): the same on every page. */
const EVERYWHERE = new Set(["Infinite", ...Object.values(UI_LANGUAGE_NAMES)]);
/**
 * No word at all: numbers, dates written with digits, punctuation, arrows, a lone letter (an
 * avatar's initial, the "s" after a countdown's number).
 */
const WORDLESS = (text: string) => !/\p{L}{2}/u.test(text);
/** Units, codes and addresses every language writes the same way. */
const NEUTRAL = /^(UTC|USD|CSV|PNG|JPEG|GIF|WebP|MB|ms|#\d+|\/[\w-]*|\S+@\S+\.\S+|https?:\/\/\S+)$/;

/**
 * Whether `text` is data: one of the spec's texts, one of them with a little punctuation around
 * it, or the start of one cut short with "…" (a chat's preview of its last message).
 */
function isData(text: string, data: ReadonlySet<string>) {
  if (data.has(text)) return true;
  const cut = text.endsWith("…") ? text.slice(0, -1).trimEnd() : null;
  for (const d of data) {
    if (d.length > 3 && text.includes(d) && text.replace(d, "").trim().length < 3) return true;
    if (cut && cut.length > 3 && d.startsWith(cut)) return true;
  }
  return false;
}

/**
 * Of the texts shown in `lng`, those that are also among the English texts of the same page or
 * state and are neither data, nor kept on purpose, nor free of words: the English left over.
 */
export function englishAmong(
  translated: Iterable<string>,
  english: ReadonlySet<string>,
  lng: string,
  data: ReadonlySet<string>,
): string[] {
  const kept = keptOnPurpose(lng);
  return [
    ...new Set(
      [...translated].filter(
        (t) =>
          english.has(t) &&
          !EVERYWHERE.has(t) &&
          !WORDLESS(t) &&
          !NEUTRAL.test(t) &&
          !isData(t, data) &&
          !kept.some((k) => k.test(t)),
      ),
    ),
  ];
}

export interface ReadOptions {
  /** Only the text inside this element (the whole body by default). */
  scope?: string;
  /** Parts of the page another spec checks (a selector list): left out. */
  skip?: string;
}

/**
 * Every piece of text a person (or a screen reader) meets on the page, whitespace folded: the
 * title and what is inside `scope`, but for `skip`.
 */
export async function pageTexts(page: Page, { scope = "body", skip }: ReadOptions = {}): Promise<string[]> {
  return page.evaluate(
    ({ scope, skip }) => {
      const root = document.querySelector(scope) ?? document.body;
      const hidden = `script, style, template, noscript${skip ? `, ${skip}` : ""}`;
      // The title without the site's name, which no language translates.
      const out: string[] = [document.title.replace(/ — Infinite$/, "")];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(hidden)) continue;
        out.push(node.textContent ?? "");
      }
      for (const el of root.querySelectorAll("[aria-label], [placeholder], [alt], [title]")) {
        if (el.closest(hidden)) continue;
        for (const name of ["aria-label", "placeholder", "alt", "title"])
          out.push(el.getAttribute(name) ?? "");
      }
      return [...new Set(out.map((t) => t.replace(/\s+/g, " ").trim()).filter(Boolean))];
    },
    { scope, skip },
  );
}

/** Chooses the language by the switcher's cookie, as the footer's form sets it. */
export async function setLanguage(page: Page, lng: string) {
  const url = page.url().startsWith("http") ? page.url() : "http://localhost";
  await page.context().addCookies([{ name: "lang", value: lng, url }]);
}

async function textsIn(page: Page, url: string, lng: string, options: ReadOptions) {
  await setLanguage(page, lng);
  const res = await page.goto(url);
  // A missing page (404) is a page to read too.
  expect(res?.status(), `${url} in ${lng}`).toBeLessThan(500);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", lng);
  return pageTexts(page, options);
}

/**
 * The texts of `url` in `lng` that are the same as in English and are neither data nor kept on
 * purpose: the English left over. The page must already be open (for its origin); the language
 * is English again afterwards.
 */
export async function englishLeft(
  page: Page,
  url: string,
  lng: string,
  data: ReadonlySet<string>,
  options: ReadOptions = {},
) {
  const english = new Set(await textsIn(page, url, "en", options));
  const translated = await textsIn(page, url, lng, options);
  await setLanguage(page, "en");
  return englishAmong(translated, english, lng, data);
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

/**
 * What operators and members wrote (bots, categories, plans, FAQs, footer links and pages), which
 * stays in the language it was written in: data on every page that shows the catalogue.
 */
export async function catalogueContent(request: APIRequestContext): Promise<Set<string>> {
  const get = async (path: string) =>
    ((await (await request.get(`/api/v1${path}`)).json()) as { data: unknown }).data;
  const bots: unknown[] = [];
  for (let n = 1; ; n++) {
    const page = (await get(`/bots?page=${n}&per_page=100`)) as { data: unknown[]; last_page: number };
    bots.push(...page.data);
    if (n >= page.last_page) break;
  }
  const rest = await Promise.all(
    ["/bots/filter", "/subscription/panels", "/faqs", "/social-link", "/dynamic-pages"].map(get),
  );
  return stringsOf([bots, rest]);
}
