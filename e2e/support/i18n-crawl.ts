// Finds English left on a translated page. A page is rendered in English and in the language; any
// visible text (or accessible label, placeholder, title, alt) that is identical in both, beyond an
// allowlist (brand and character names, numbers, language names, what the caller says is user
// content), was not translated. JavaScript off: the server's HTML over plain HTTP (fast, no
// browser). JavaScript on: the hydrated page in the browser, compared with the English HTML.
//
//   const left = await untranslatedOnServer(request, "/pricing", "fr");
//   expect(left).toEqual([]);
//   const leftInBrowser = await untranslatedInBrowser(page, request, "/pricing", "es");
//
// Signed-in pages: pass the session cookie (`cookie`), from page.context().cookies().
import { test, type APIRequestContext, type Page } from "@playwright/test";
import { UI_LANGUAGE_NAMES } from "../../contract/ui-languages.js";

/** Text that is the same in every language: the brand, language names, codes. */
const ALWAYS_ALLOWED = [
  "Infinite",
  ...Object.values(UI_LANGUAGE_NAMES),
  "OK",
  "FAQ",
  "Google",
  "Stripe",
  "AI",
  "OpenAI",
  "Email",
  "E-mail",
  "Chat Pass",
];

/** Words that are the same in English and the language, correctly ("Contact" in French). */
const SAME_IN: Record<string, string[]> = {
  fr: [
    "Contact",
    "Message",
    "Bots",
    "Romance",
    "Fantasy",
    "Coaching",
    "Date",
    "Total",
    "Description",
    "Notifications",
    "Profil",
  ],
  es: ["Legal", "Bots", "Chat", "Total", "Error"],
  de: ["Name", "Bots", "Chat", "Start", "Fantasy", "Romance", "Coaching", "Details"],
  pt: ["Legal", "Bots", "Total"],
};

export interface CrawlOptions {
  /** Exact texts that may stay as they are on this page (names, user content). */
  allow?: (string | RegExp)[];
  /** A Cookie header for signed-in pages (without `lang`, which the crawl sets). */
  cookie?: string;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#39": "'",
};
const decode = (s: string) =>
  s
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
      if (e[0] === "#")
        return String.fromCodePoint(
          e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1)),
        );
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, " ")
    .trim();

/** The texts a person (or a screen reader) meets in a server-rendered document. */
export function textsOfHtml(html: string): Set<string> {
  const body = html
    .replace(/<head\b[\s\S]*?<\/head>/i, (head) => /<title>([\s\S]*?)<\/title>/i.exec(head)?.[0] ?? "")
    .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ");
  const texts = new Set<string>();
  for (const m of body.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/gi))
    texts.add(decode(m[1]!));
  for (const segment of body.split(/<[^>]*>/)) texts.add(decode(segment));
  texts.delete("");
  return texts;
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function allowed(text: string, lang: string, options: CrawlOptions) {
  if (!hasWords(text)) return true;
  // Numbers, prices, dates in digits, emails, addresses.
  if (/^[\d\s$€£.,:%/+–—-]+$/.test(text) || /\S+@\S+\.\S+/.test(text) || /^https?:\/\//.test(text))
    return true;
  return [...ALWAYS_ALLOWED, ...(SAME_IN[lang] ?? []), ...(options.allow ?? [])].some((a) =>
    typeof a === "string" ? a === text : a.test(text),
  );
}

async function html(request: APIRequestContext, path: string, lang: string, options: CrawlOptions) {
  const cookie = [`lang=${lang}`, options.cookie].filter(Boolean).join("; ");
  const res = await request.get(path, { headers: { Cookie: cookie } });
  return res.text();
}

/** The English texts still on `path` in `lang`, as the server renders it (JavaScript off). */
export async function untranslatedOnServer(
  request: APIRequestContext,
  path: string,
  lang: string,
  options: CrawlOptions = {},
): Promise<string[]> {
  const [english, translated] = await Promise.all([
    html(request, path, "en", options).then(textsOfHtml),
    html(request, path, lang, options).then(textsOfHtml),
  ]);
  return [...translated].filter((t) => english.has(t) && !allowed(t, lang, options));
}

/** The English texts still on `path` in `lang` in the browser once the page has hydrated (JavaScript on). */
export async function untranslatedInBrowser(
  page: Page,
  request: APIRequestContext,
  path: string,
  lang: string,
  options: CrawlOptions = {},
): Promise<string[]> {
  const english = textsOfHtml(await html(request, path, "en", options));
  const baseURL = test.info().project.use.baseURL ?? "http://localhost";
  await page.context().addCookies([{ name: "lang", value: lang, url: baseURL }]);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const shown: string[] = await page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest("script,style,template,noscript")) continue;
      out.push(n.textContent ?? "");
    }
    for (const el of document.querySelectorAll("[aria-label],[placeholder],[title],img[alt]")) {
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const v = el.getAttribute(name);
        if (v) out.push(v);
      }
    }
    return out;
  });
  const texts = new Set(shown.map((s) => s.replace(/\s+/g, " ").trim()).filter(Boolean));
  return [...texts].filter((t) => english.has(t) && !allowed(t, lang, options));
}

/** Every text of `html` (operator content in HTML, such as a plan's description). */
const textsOfFragment = (fragment: string) => [...textsOfHtml(`<body>${fragment}</body>`)];

/**
 * What operators and members wrote (bots, plans, FAQs, footer links and pages), which stays in the
 * language it was written in: the allowlist of every page that shows catalogue content.
 */
export async function catalogueContent(request: APIRequestContext): Promise<string[]> {
  const get = async <T>(path: string) =>
    ((await (await request.get(`/api/v1${path}`)).json()) as { data: T }).data;
  const [bots, categories, plans, faqs, links, pages] = await Promise.all([
    get<{ data: { name: string; description: string; character: string; text: string; category: string }[] }>(
      "/bots?page=1&per_page=100",
    ),
    get<string[]>("/bots/filter"),
    get<{ name: string; description: string }[]>("/subscription/panels"),
    get<{ question: string; answer: string }[]>("/faqs"),
    get<{ title: string }[]>("/social-link"),
    get<{ title: string }[]>("/dynamic-pages"),
  ]);
  return [
    ...bots.data.flatMap((b) => [b.name, b.description, b.character, b.text, b.category]),
    ...categories,
    ...plans.flatMap((p) => [p.name, ...textsOfFragment(p.description)]),
    ...faqs.flatMap((f) => [f.question, f.answer]),
    ...links.map((l) => l.title),
    ...pages.map((p) => p.title),
  ].map((t) => t.replace(/\s+/g, " ").trim());
}
