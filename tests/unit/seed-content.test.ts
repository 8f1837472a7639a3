import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { seedBotFromCard, seedBots } from "../../api/db/seed/bots";
import { seedPlans } from "../../api/db/seed/plans";
import { seedPages } from "../../api/db/seed/pages";
import { seedSocialLinks } from "../../api/db/seed/social-links";
import { faqs } from "../../api/db/seed/faq";
import { avatarSvg } from "../../api/db/seed/avatar";
import { CATEGORIES_VIEW_MORE_OVER } from "../../contract/constants";
import { defined } from "../support/defined";
import { v2Problems } from "../support/card-spec";

const SEED_CARDS_DIR = "api/db/seed/bots";
const seedCardFiles = readdirSync(SEED_CARDS_DIR).filter((f) => f.endsWith(".json"));

const CARD_FIELDS = [
  "description",
  "personality",
  "scenario",
  "first_mes",
  "mes_example",
  "system_prompt",
  "post_history_instructions",
] as const;

describe("seed bots", () => {
  it("has 34 bots in 12 categories, at least two in each", () => {
    expect(seedBots).toHaveLength(34);
    const perCategory = new Map<string, number>();
    for (const b of seedBots) perCategory.set(b.category, (perCategory.get(b.category) ?? 0) + 1);
    expect(perCategory.size).toBe(12);
    for (const [category, n] of perCategory) expect(n, category).toBeGreaterThanOrEqual(2);
  });

  it("has more categories than fit before View More, so All Categories is reachable on wide screens", () => {
    // View More appears (docs/requirements/dashboard.md#discover) over CATEGORIES_VIEW_MORE_OVER categories.
    expect(new Set(seedBots.map((b) => b.category)).size).toBeGreaterThan(CATEGORIES_VIEW_MORE_OVER);
  });

  it("gives every bot its own avatar glyph and gradient", () => {
    expect(new Set(seedBots.map((b) => b.avatar.glyph)).size).toBe(seedBots.length);
    expect(new Set(seedBots.map((b) => `${b.avatar.from}${b.avatar.to}`)).size).toBe(seedBots.length);
  });

  it("has unique slugs and names", () => {
    expect(new Set(seedBots.map((b) => b.slug)).size).toBe(seedBots.length);
    expect(new Set(seedBots.map((b) => b.name)).size).toBe(seedBots.length);
  });

  it("shows at least six distinct categories among the eight popular bots", () => {
    expect(new Set(seedBots.slice(0, 8).map((b) => b.category)).size).toBeGreaterThanOrEqual(6);
  });

  it.each(seedBots.map((b) => [b.slug, b] as const))("%s is complete and well formed", (_slug, bot) => {
    expect(bot.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(bot.name.trim()).not.toBe("");
    expect(bot.category.trim()).not.toBe("");
    expect(bot.character.trim()).not.toBe("");
    expect(bot.character.length).toBeLessThanOrEqual(24);
    expect(bot.text.trim()).not.toBe("");
    expect(bot.avatar.from).toMatch(/^#[0-9a-f]{6}$/i);
    expect(bot.avatar.to).toMatch(/^#[0-9a-f]{6}$/i);
    expect(Array.from(bot.avatar.glyph).length).toBeGreaterThanOrEqual(1);
    expect(Array.from(bot.avatar.glyph).length).toBeLessThanOrEqual(2);

    for (const field of CARD_FIELDS) {
      expect(bot.card[field].trim(), `${bot.slug}.card.${field}`).not.toBe("");
    }
    expect(bot.card.first_mes.trim()).not.toBe("");
    expect(bot.card.mes_example).toContain("<START>");
    expect(bot.card.mes_example).toContain("{{user}}:");
    expect(bot.card.mes_example).toContain("{{char}}:");
    expect(bot.card.system_prompt).toContain("{{char}}");

    expect(bot.card.tags.length).toBeGreaterThanOrEqual(3);
    expect(bot.card.tags.length).toBeLessThanOrEqual(6);
    for (const tag of bot.card.tags) {
      expect(tag.trim()).not.toBe("");
      expect(tag).toBe(tag.toLowerCase());
    }
  });
});

describe("seed bot files", () => {
  it.each(seedCardFiles)("%s is a valid Character Card V2 that any card editor opens", (file) => {
    expect(v2Problems(JSON.parse(readFileSync(`${SEED_CARDS_DIR}/${file}`, "utf8")))).toEqual([]);
  });

  it("refuses a card without its catalogue entry, or filed under another slug", () => {
    const card = JSON.parse(readFileSync(`${SEED_CARDS_DIR}/${defined(seedCardFiles[0])}`, "utf8"));
    const slug: string = card.data.extensions.infinite.slug;
    expect(seedBotFromCard(JSON.stringify(card), `99-${slug}.json`).slug).toBe(slug);
    expect(() => seedBotFromCard(JSON.stringify(card), "99-someone-else.json")).toThrow(
      /must end with its slug/,
    );
    delete card.data.extensions.infinite;
    expect(() => seedBotFromCard(JSON.stringify(card), `99-${slug}.json`)).toThrow(/not a catalogue entry/);
  });
});

describe("seed plans", () => {
  it("are exactly the four intervals, including the $4.99 day pass", () => {
    expect(seedPlans).toHaveLength(4);
    expect(seedPlans.map((p) => p.interval).sort()).toEqual(["day", "month", "week", "year"]);
    const dayPlan = seedPlans.find((p) => p.interval === "day");
    expect(dayPlan?.price_cents).toBe(499);
  });

  it("have exactly one popular plan, unique slugs and list descriptions", () => {
    expect(seedPlans.filter((p) => p.popular)).toHaveLength(1);
    expect(new Set(seedPlans.map((p) => p.slug)).size).toBe(4);
    expect(seedPlans.map((p) => p.sort_order)).toEqual([1, 2, 3, 4]);
    for (const plan of seedPlans) {
      expect(plan.description).toMatch(/^<ul><li>.*<\/li><\/ul>$/s);
    }
  });
});

describe("seed pages, social links and FAQ", () => {
  it("include terms and privacy pages with content", () => {
    const slugs = seedPages.map((p) => p.slug);
    expect(slugs).toContain("terms");
    expect(slugs).toContain("privacy");
    for (const page of seedPages) {
      expect(page.title.trim()).not.toBe("");
      expect(page.content).toContain("<h2>");
    }
  });

  it("has the five social links in order", () => {
    expect(seedSocialLinks.map((l) => l.title)).toEqual([
      "Facebook",
      "Youtube",
      "Linkedin",
      "X",
      "Instagram",
    ]);
    for (const link of seedSocialLinks) expect(link.url).toMatch(/^https:\/\//);
  });

  it("say what is true: adults only, chats stored and deletable, no third-party AI claimed", () => {
    const page = (slug: string) => seedPages.find((p) => p.slug === slug)!.content;
    const everything = [...seedPages.map((p) => p.content), ...faqs.map((f) => f.answer)].join("\n");
    // The default engine is our own; a model service answers only when the operator connects one.
    expect(everything).not.toMatch(/third-party AI provider|our AI provider/i);
    expect(page("terms")).toContain("built-in engine");
    expect(page("privacy")).toContain("only if one is connected");
    for (const slug of ["terms", "privacy"]) {
      expect(page(slug)).toContain("adults only");
      expect(page(slug)).toContain("date of birth");
    }
    expect(page("privacy")).toMatch(/delete your account/);
    expect(page("privacy")).toMatch(/download everything/);
    expect(faqs.find((f) => f.question === "Are my chats private?")!.answer).toMatch(/delete your account/);
  });

  it("has five FAQs", () => {
    expect(faqs).toHaveLength(5);
    for (const faq of faqs) {
      expect(faq.question.trim()).not.toBe("");
      expect(faq.answer.trim()).not.toBe("");
    }
  });
});

describe("avatarSvg", () => {
  const bot = defined(seedBots[0], "a seed bot");
  const other = defined(seedBots[1], "a second seed bot");

  it("is deterministic", () => {
    expect(avatarSvg(bot)).toBe(avatarSvg({ name: bot.name, avatar: { ...bot.avatar } }));
  });

  it("differs between bots", () => {
    expect(avatarSvg(bot)).not.toBe(avatarSvg(other));
  });

  it("is a small, self-contained svg for every seed bot", () => {
    for (const b of seedBots) {
      const svg = avatarSvg(b);
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(Buffer.byteLength(svg, "utf8")).toBeLessThan(2048);
      expect(svg).toContain('role="img"');
      expect(svg).toContain(`<title>${b.name.replace(/&/g, "&amp;").replace(/'/g, "&apos;")}</title>`);
      expect(svg).not.toMatch(/href=|url\((?!#)/);
    }
  });

  it("escapes XML special characters in names and glyphs", () => {
    const svg = avatarSvg({
      name: `<script>"Tom" & 'Jerry'</script>`,
      avatar: { from: "#000000", to: "#ffffff", glyph: "<&" },
    });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/script&gt;");
    expect(svg).toContain(">&lt;&amp;</text>");
    expect(Buffer.byteLength(svg, "utf8")).toBeLessThan(2048);
  });
});
