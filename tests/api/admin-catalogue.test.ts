// Catalogue editing in the console: bots (card, image, hide), plans, content pages,
// social links and the contact inbox; every change audited and seen by the public reads at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_COPY, CARD_LIMITS } from "../../contract/admin";
import { auditCount, createAdmin, createAdminApi, expectAudited } from "../support/admin";
import type { TestApi } from "../support/api";
import { chatter, firstBotId, send } from "../support/chat";
import type { TestUser } from "../support/users";

// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

let t: TestApi;
let admin: TestUser;
beforeAll(async () => {
  t = await createAdminApi();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const as = (method: string, path: string, init: Parameters<TestApi["call"]>[2] = {}) =>
  t.call(method, path, { token: admin.token, ...init });

describe("bots", () => {
  it("lists every bot with search, and edits name, tagline, description, category and card fields", async () => {
    const list = await as("GET", "/admin/bots?search=barista");
    expect(list.status).toBe(200);
    const bot = list.body.data.data[0];
    expect(bot).toMatchObject({ owner: null, hidden: false, in_catalogue: true, visibility: "public" });

    const before = await auditCount(t);
    const res = await as("PATCH", `/admin/bots/${bot.id}`, {
      json: {
        name: "Luna H.",
        character: "Night Barista",
        card: { scenario: "A new scene.", tags: "cafe, night" },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: "Luna H.",
      character: "Night Barista",
      card: { scenario: "A new scene.", tags: ["cafe", "night"], first_mes: bot.card.first_mes },
    });
    await expectAudited(t, before, {
      action: "bot.update",
      target_type: "bot",
      target_id: bot.id,
      note: "name, character, card.scenario, card.tags",
    });
    const pub = await t.call("GET", `/bots/${bot.id}`);
    expect(pub.body.data).toMatchObject({ name: "Luna H.", character: "Night Barista" });

    // A flat form (no JavaScript) sends card fields as "card.x".
    const form = new FormData();
    form.set("text", "Short text.");
    form.set("card.personality", "calm");
    const viaForm = await as("PATCH", `/admin/bots/${bot.id}`, { form });
    expect(viaForm.body.data).toMatchObject({ text: "Short text.", card: { personality: "calm" } });

    const bad = await as("PATCH", `/admin/bots/${bot.id}`, {
      json: { name: "", card: { tags: ["x".repeat(CARD_LIMITS.tag + 1)] } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      name: [ADMIN_COPY.nameRequired],
      "card.tags.0": [ADMIN_COPY.tagsInvalid],
    });
    expect((await as("PATCH", "/admin/bots/999999", { json: {} })).status).toBe(404);
  });

  it("replaces a bot's image with an uploaded one, re-encoded and served", async () => {
    const botId = await firstBotId(t, 1);
    const form = new FormData();
    form.set("image", new File([PNG], "face.png", { type: "image/png" }));
    const before = await auditCount(t);
    const res = await as("POST", `/admin/bots/${botId}/image`, { form });
    expect(res.status).toBe(200);
    expect(res.body.data.image).toMatch(/^\/api\/v1\/media\/avatars\/[A-Za-z0-9_-]+\.webp$/);
    await expectAudited(t, before, { action: "bot.image", target_type: "bot", target_id: botId });
    const served = await t.request("GET", res.body.data.image.replace("/api/v1", ""), {
      headers: { accept: "image/webp" },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");

    const notImage = new FormData();
    notImage.set("image", new File([Buffer.from("<svg></svg>")], "x.png", { type: "image/png" }));
    const bad = await as("POST", `/admin/bots/${botId}/image`, { form: notImage });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ image: [ADMIN_COPY.imageInvalid] });
    const none = await as("POST", `/admin/bots/${botId}/image`, { form: new FormData() });
    expect(none.body.errors).toEqual({ image: [ADMIN_COPY.imageRequired] });
  });

  it("hides a bot (gone from GET /bots, chat closed) and unhides it", async () => {
    const user = await chatter(t);
    const botId = await firstBotId(t, 3);
    expect((await send(t, user, { bot_id: botId, message: "Hi" })).status).toBe(200);
    const before = await auditCount(t);
    const hide = await as("POST", `/admin/bots/${botId}/hide`, { json: { note: "Broken card" } });
    expect(hide.status).toBe(200);
    expect(hide.body.data).toMatchObject({ hidden: true, in_catalogue: false });
    await expectAudited(t, before, {
      action: "bot.hide",
      target_type: "bot",
      target_id: botId,
      note: "Broken card",
    });
    const listed = await t.call("GET", "/bots?per_page=20");
    expect(listed.body.data.data.some((b: { id: number }) => b.id === botId)).toBe(false);
    expect((await send(t, user, { bot_id: botId, message: "Hello?" })).status).toBe(404);
    // Still in the console's list.
    const mine = await as("GET", `/admin/bots/${botId}`);
    expect(mine.body.data.hidden).toBe(true);

    const unhide = await as("POST", `/admin/bots/${botId}/unhide`);
    expect(unhide.body.data).toMatchObject({ hidden: false, in_catalogue: true });
    await expectAudited(t, before + 1, { action: "bot.unhide", target_type: "bot", target_id: botId });
    expect((await send(t, user, { bot_id: botId, message: "Back?" })).status).toBe(200);
  });
});

describe("plans", () => {
  it("creates a plan and edits name, price, interval and active; the pricing panels follow", async () => {
    const before = await auditCount(t);
    const created = await as("POST", "/admin/plans", {
      json: { name: "Student Month", price: "3.50", interval: "month", description: "**Cheap** month" },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      slug: "student-month",
      price: 3.5,
      active: true,
      popular: false,
      icon: "spark",
      description: "<p><strong>Cheap</strong> month</p>",
    });
    const id = created.body.data.id;
    await expectAudited(t, before, { action: "plan.create", target_type: "plan", target_id: id });
    let panels = await t.call("GET", "/subscription/panels");
    expect(panels.body.data).toContainEqual(
      expect.objectContaining({ id, name: "Student Month", price: 3.5 }),
    );

    const form = new FormData();
    form.set("name", "Student Year");
    form.set("price", "30");
    form.set("interval", "year");
    form.set("active", "false");
    const edited = await as("PATCH", `/admin/plans/${id}`, { form });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: "Student Year",
      price: 30,
      interval: "year",
      active: false,
    });
    await expectAudited(t, before + 1, { action: "plan.update", target_type: "plan", target_id: id });
    panels = await t.call("GET", "/subscription/panels");
    expect(panels.body.data.some((p: { id: number }) => p.id === id)).toBe(false);
    const all = await as("GET", "/admin/plans");
    expect(all.body.data.find((p: { id: number }) => p.id === id)).toMatchObject({ active: false });

    const bad = await as("PATCH", `/admin/plans/${id}`, { json: { price: "1.234", interval: "hour" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      price: [ADMIN_COPY.priceInvalid],
      interval: [ADMIN_COPY.intervalInvalid],
    });
    expect((await as("PATCH", "/admin/plans/999999", { json: { name: "x" } })).status).toBe(404);
  });

  it("a changed price is what the next checkout charges", async () => {
    const user = await chatter(t);
    const plans = await as("GET", "/admin/plans");
    const monthly = plans.body.data.find(
      (p: { interval: string; active: boolean }) => p.interval === "year" && p.active,
    );
    await as("PATCH", `/admin/plans/${monthly.id}`, { json: { price: 12.34 } });
    const pay = await t.call("POST", "/subscription/payment", {
      token: user.token,
      json: { product_id: monthly.id },
    });
    expect(pay.status).toBe(200);
    const checkoutId = String(pay.body.data.url ?? pay.body.data.checkout_url ?? "")
      .split("/")
      .pop();
    const checkout = await t.call("GET", `/checkout/${checkoutId}`, { token: user.token });
    expect(JSON.stringify(checkout.body.data)).toContain("12.34");
  });
});

describe("content pages", () => {
  it("previews and saves Markdown, sanitized; the public page shows it at once", async () => {
    const pages = await as("GET", "/admin/pages");
    expect(pages.body.data.map((p: { slug: string }) => p.slug)).toContain("terms");
    const markdown = "## New terms\n\nBe **kind**.<script>alert(1)</script> [x](javascript:alert(1))";
    const preview = await as("POST", "/admin/pages/preview", { json: { markdown } });
    expect(preview.status).toBe(200);
    expect(preview.body.data.html).toContain("<h2>New terms</h2>");
    expect(preview.body.data.html).toContain("<strong>kind</strong>");
    expect(preview.body.data.html).not.toMatch(/script|javascript/);

    const before = await auditCount(t);
    const saved = await as("PUT", "/admin/pages/terms", { json: { title: "Terms", markdown } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.content).toBe(preview.body.data.html);
    await expectAudited(t, before, { action: "page.update", target_type: "page", target_id: "terms" });
    const pub = await t.call("GET", "/dynamic-pages/terms");
    expect(pub.body.data).toMatchObject({ title: "Terms", content: preview.body.data.html });

    const bad = await as("PUT", "/admin/pages/terms", { json: { title: "", markdown: "" } });
    expect(bad.body.errors).toEqual({
      title: [ADMIN_COPY.titleRequired],
      markdown: [ADMIN_COPY.markdownRequired],
    });
    expect((await as("PUT", "/admin/pages/nope", { json: { title: "x", markdown: "y" } })).status).toBe(404);
  });
});

describe("social links", () => {
  it("creates, edits and deletes links (audited); titles are unique; URLs must be http(s)", async () => {
    const before = await auditCount(t);
    const created = await as("POST", "/admin/social-links", {
      json: { title: "Mastodon", url: "https://mastodon.social/@inf" },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    await expectAudited(t, before, {
      action: "social_link.create",
      target_type: "social_link",
      target_id: id,
    });
    expect((await t.call("GET", "/social-link")).body.data).toContainEqual({
      title: "Mastodon",
      url: "https://mastodon.social/@inf",
    });

    const dup = await as("POST", "/admin/social-links", {
      json: { title: "Mastodon", url: "https://x.test" },
    });
    expect(dup.body.errors).toEqual({ title: [ADMIN_COPY.linkTitleTaken] });
    const js = await as("PATCH", `/admin/social-links/${id}`, { json: { url: "javascript:alert(1)" } });
    expect(js.body.errors).toEqual({ url: [ADMIN_COPY.urlInvalid] });

    const edited = await as("PATCH", `/admin/social-links/${id}`, {
      json: { url: "https://mastodon.social/@infinite" },
    });
    expect(edited.body.data.url).toBe("https://mastodon.social/@infinite");
    await expectAudited(t, before + 1, {
      action: "social_link.update",
      target_type: "social_link",
      target_id: id,
    });
    const links = await as("GET", "/admin/social-links");
    expect(links.body.data.find((l: { id: number }) => l.id === id).url).toBe(
      "https://mastodon.social/@infinite",
    );

    expect((await as("DELETE", `/admin/social-links/${id}`)).status).toBe(200);
    await expectAudited(t, before + 2, {
      action: "social_link.delete",
      target_type: "social_link",
      target_id: id,
    });
    expect((await as("DELETE", `/admin/social-links/${id}`)).status).toBe(404);
  });
});

describe("FAQs", () => {
  it("adds, edits, reorders by creation and deletes questions (audited); the home page's list follows at once", async () => {
    const before = await auditCount(t);
    const seeded = await as("GET", "/admin/faqs");
    expect(seeded.body.data).toHaveLength(5);
    expect(seeded.body.data[0]).toMatchObject({ question: "What is Infinite?", sort_order: 1 });

    const created = await as("POST", "/admin/faqs", {
      json: { question: "Can I talk to a bot in Spanish?", answer: "Yes: write in Spanish." },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.sort_order).toBe(6);
    await expectAudited(t, before, { action: "faq.create", target_type: "faq", target_id: id });
    const publicList = await t.call("GET", "/faqs");
    expect(publicList.body.data.at(-1)).toEqual({
      question: "Can I talk to a bot in Spanish?",
      answer: "Yes: write in Spanish.",
    });

    const dup = await as("POST", "/admin/faqs", {
      json: { question: "What is Infinite?", answer: "Again." },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ question: [ADMIN_COPY.questionTaken] });
    const empty = await as("POST", "/admin/faqs", { json: { question: "", answer: "" } });
    expect(Object.keys(empty.body.errors).sort()).toEqual(["answer", "question"]);

    const edited = await as("PATCH", `/admin/faqs/${id}`, { json: { answer: "¡Sí! Write in Spanish." } });
    expect(edited.body.data).toMatchObject({
      question: "Can I talk to a bot in Spanish?",
      answer: "¡Sí! Write in Spanish.",
    });
    await expectAudited(t, before + 1, { action: "faq.update", target_type: "faq", target_id: id });
    expect((await t.call("GET", "/faqs")).body.data.at(-1).answer).toBe("¡Sí! Write in Spanish.");

    expect((await as("DELETE", `/admin/faqs/${id}`)).status).toBe(200);
    await expectAudited(t, before + 2, { action: "faq.delete", target_type: "faq", target_id: id });
    expect((await t.call("GET", "/faqs")).body.data).toHaveLength(5);
    expect((await as("DELETE", `/admin/faqs/${id}`)).status).toBe(404);
    expect((await as("PATCH", "/admin/faqs/999999", { json: { answer: "x" } })).status).toBe(404);
  });
});

describe("contact inbox", () => {
  it("lists open messages and marks one handled (audited)", async () => {
    const sent = await t.call("POST", "/contact-us/send", {
      json: {
        first_name: "Pat",
        last_name: "Doe",
        email: "pat@example.test",
        message: "Please call me back soon.",
      },
    });
    expect(sent.status).toBe(200);
    const open = await as("GET", "/admin/contact");
    const msg = open.body.data.data[0];
    expect(msg).toMatchObject({ first_name: "Pat", email: "pat@example.test", handled_at: null });
    const before = await auditCount(t);
    const res = await as("POST", `/admin/contact/${msg.id}/handled`);
    expect(res.status).toBe(200);
    expect(res.body.data.handled_at).toEqual(expect.any(String));
    await expectAudited(t, before, {
      action: "contact.handled",
      target_type: "contact_message",
      target_id: msg.id,
    });
    expect(
      (await as("GET", "/admin/contact")).body.data.data.some((m: { id: number }) => m.id === msg.id),
    ).toBe(false);
    expect((await as("GET", "/admin/contact?status=handled")).body.data.data[0].id).toBe(msg.id);
    expect((await as("POST", "/admin/contact/999999/handled")).status).toBe(404);
  });
});

describe("overview and audit", () => {
  it("counts members, chatters, messages per day (30 days, zero-filled) and ratings", async () => {
    const user = await chatter(t);
    const sent = await send(t, user, { bot_id: await firstBotId(t, 5), message: "How are you?" });
    expect(sent.status).toBe(200);
    const rated = await t.call("POST", `/messages/${sent.body.data.message.id}/rating`, {
      token: user.token,
      json: { value: 1 },
    });
    expect(rated.status).toBe(200);
    const res = await as("GET", "/admin/overview");
    expect(res.status).toBe(200);
    const o = res.body.data;
    expect(o.members).toBeGreaterThanOrEqual(2);
    expect(o.chatters_24h).toBeGreaterThanOrEqual(1);
    expect(o.messages_per_day).toHaveLength(30);
    const today = t.services.now().toISOString().slice(0, 10);
    expect(o.messages_per_day[29].date).toBe(today);
    expect(o.messages_per_day[29].count).toBeGreaterThanOrEqual(1);
    expect(o.messages_per_day[0].count).toBe(0);
    expect(o.thumbs_up).toBeGreaterThanOrEqual(1);
    for (const key of [
      "thumbs_down",
      "crisis_replies",
      "blocked_replies",
      "open_reports",
      "age_reviews",
      "pending_characters",
    ]) {
      expect(o[key]).toEqual(expect.any(Number));
    }
  });

  it("lists the audit log newest first, paged", async () => {
    const botId = await firstBotId(t, 6);
    await as("POST", `/admin/bots/${botId}/hide`);
    await as("POST", `/admin/bots/${botId}/unhide`);
    const res = await as("GET", "/admin/audit?per_page=2");
    expect(res.status).toBe(200);
    expect(res.body.data.per_page).toBe(2);
    expect(res.body.data.total).toBe(await auditCount(t));
    const [a, b] = res.body.data.data;
    expect([a.action, b.action]).toEqual(["bot.unhide", "bot.hide"]);
    expect(a).toEqual({
      id: expect.any(Number),
      admin_email: "ops@example.test",
      action: expect.any(String),
      target_type: expect.any(String),
      target_id: expect.any(String),
      note: expect.any(String),
      created_at: expect.any(String),
    });
  });
});
