// /characters: create, edit, delete, list; who sees which character; bad input; limits.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHARACTER_COPY, CHARACTER_LIMITS } from "../../contract/characters";
import { bots } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { characterBody, createCharacter, fileForm, listedIds, setReview } from "../support/characters";
import { image, jpegOfSize } from "../support/images";
import { createUser, type TestUser } from "../support/users";

let t: TestApi;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApi();
  owner = await createUser(t, { firstName: "Olivia" });
  other = await createUser(t, { firstName: "Eve" });
});
afterAll(() => t.close());

const mine = async (user: TestUser) => {
  const res = await t.call("GET", "/characters/mine", { token: user.token });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; name: string; status: string; review_reason: string | null }[];
};
const ownedCount = async (userId: number) =>
  (await t.services.db.select({ id: bots.id }).from(bots).where(eq(bots.ownerId, userId))).length;
const openBot = (id: number, user?: TestUser) => t.call("GET", `/bots/${id}`, { token: user?.token });

describe("creating a character", () => {
  it("needs a token", async () => {
    expect((await t.call("POST", "/characters", { json: characterBody() })).status).toBe(401);
    expect((await t.call("GET", "/characters/mine")).status).toBe(401);
  });

  it("answers the character (a bot id), private by default, with a generated face", async () => {
    const res = await t.call("POST", "/characters", { token: owner.token, json: characterBody() });
    expect(res.status).toBe(201);
    const c = res.body.data;
    expect(c).toMatchObject({
      name: "Mira Vale",
      tagline: "Beekeeper of the hills",
      category: "Friendship",
      visibility: "private",
      status: "private",
      review_reason: null,
    });
    expect(c.card).toMatchObject({
      description: "{{char}} keeps bees on a windy hill.",
      first_mes: "Hello {{user}}, mind the bees.",
      alternate_greetings: ["Back again, {{user}}?", "The queen is restless today."],
      tags: ["bees", "gentle"],
      extensions: {},
    });
    expect(c.image).toMatch(/^\/api\/v1\/media\/avatars\/[A-Za-z0-9_-]+\.webp$/);
    const face = await t.request("GET", c.image.replace("/api/v1", ""), {
      headers: { Accept: "image/webp" },
    });
    expect(face.status).toBe(200);
    expect(face.headers.get("content-type")).toBe("image/webp");
    expect(face.headers.get("cache-control")).toContain("immutable");

    const bot = await openBot(c.id, owner);
    expect(bot.status).toBe(200);
    expect(bot.body.data).toMatchObject({ id: c.id, name: "Mira Vale", character: "Beekeeper of the hills" });
    // The greetings a new chat may open with, macros applied for the reader.
    expect(bot.body.data.greetings).toEqual([
      "Hello Olivia, mind the bees.",
      "Back again, Olivia?",
      "The queen is restless today.",
    ]);
    expect((await mine(owner)).map((m) => m.id)).toContain(c.id);
  });

  it("takes a plain form: tags as one comma-separated field, alternate greetings repeated, an avatar file", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(characterBody({ name: "Form Made", tags: "Cozy, tea , ,cozy" }))) {
      if (k !== "alternate_greetings") form.set(k, String(v));
    }
    form.append("alternate_greetings", "First alt");
    form.append("alternate_greetings", "");
    form.append("alternate_greetings", "Second alt");
    form.set("avatar", new File([await image("jpeg", 40, 30)], "me.jpg"));
    const res = await t.call("POST", "/characters", { token: owner.token, form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.card.tags).toEqual(["Cozy", "tea"]);
    expect(res.body.data.card.alternate_greetings).toEqual(["First alt", "Second alt"]);
    expect(res.body.data.image).toMatch(/\.webp$/);
  });

  it("stores markup in a name as text", async () => {
    const c = await createCharacter(t, owner, {
      name: "<img src=x onerror=alert(1)>",
      first_mes: "I am {{char}}.",
    });
    expect(c.name).toBe("<img src=x onerror=alert(1)>");
    expect((await openBot(c.id, owner)).body.data.name).toBe("<img src=x onerror=alert(1)>");
  });
});

describe("bad input saves nothing", () => {
  const refused = async (json: Record<string, unknown>, field: string, message: string) => {
    const before = await ownedCount(owner.id);
    const res = await t.call("POST", "/characters", { token: owner.token, json: characterBody(json) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect(await ownedCount(owner.id)).toBe(before);
  };

  const over = (limit: number) => "x".repeat(limit + 1);
  it.each([
    [{ name: "  " }, "name", CHARACTER_COPY.nameRequired],
    [{ name: over(CHARACTER_LIMITS.name) }, "name", CHARACTER_COPY.nameTooLong],
    [{ tagline: over(CHARACTER_LIMITS.tagline) }, "tagline", CHARACTER_COPY.taglineTooLong],
    [{ description: over(CHARACTER_LIMITS.description) }, "description", CHARACTER_COPY.descriptionTooLong],
    [{ personality: over(CHARACTER_LIMITS.personality) }, "personality", CHARACTER_COPY.personalityTooLong],
    [{ scenario: over(CHARACTER_LIMITS.scenario) }, "scenario", CHARACTER_COPY.scenarioTooLong],
    [{ first_mes: over(CHARACTER_LIMITS.first_mes) }, "first_mes", CHARACTER_COPY.firstMesTooLong],
    [
      { alternate_greetings: Array(CHARACTER_LIMITS.alternate_greetings + 1).fill("hi") },
      "alternate_greetings",
      CHARACTER_COPY.alternateGreetingsTooMany,
    ],
    [
      { alternate_greetings: [over(CHARACTER_LIMITS.alternate_greeting)] },
      "alternate_greetings.0",
      CHARACTER_COPY.alternateGreetingTooLong,
    ],
    [{ mes_example: over(CHARACTER_LIMITS.mes_example) }, "mes_example", CHARACTER_COPY.mesExampleTooLong],
    [
      { creator_notes: over(CHARACTER_LIMITS.creator_notes) },
      "creator_notes",
      CHARACTER_COPY.creatorNotesTooLong,
    ],
    [
      { system_prompt: over(CHARACTER_LIMITS.system_prompt) },
      "system_prompt",
      CHARACTER_COPY.systemPromptTooLong,
    ],
    [
      { post_history_instructions: over(CHARACTER_LIMITS.post_history_instructions) },
      "post_history_instructions",
      CHARACTER_COPY.postHistoryTooLong,
    ],
    [{ category: "Pirates" }, "category", CHARACTER_COPY.categoryRequired],
    [
      { tags: Array.from({ length: CHARACTER_LIMITS.tags + 1 }, (_, i) => `t${i}`) },
      "tags",
      CHARACTER_COPY.tagsTooMany,
    ],
    [{ tags: [over(CHARACTER_LIMITS.tag)] }, "tags.0", CHARACTER_COPY.tagTooLong],
    [{ visibility: "friends" }, "visibility", CHARACTER_COPY.visibilityInvalid],
  ])("%j → 422 on %s", async (json, field, message) => refused(json, field, message));

  it("refuses an avatar that is not PNG, JPEG or WebP (415) or over 5 MB (413)", async () => {
    const before = await ownedCount(owner.id);
    const post = async (bytes: Uint8Array) => {
      const form = fileForm(bytes, "a.png", { name: "Pic", first_mes: "Hi", category: "Comedy" }, "avatar");
      return t.call("POST", "/characters", { token: owner.token, form });
    };
    const gif = await post(await image("gif"));
    expect(gif.status).toBe(415);
    expect(gif.body.errors.avatar).toEqual([CHARACTER_COPY.avatarType]);
    const fake = await post(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"));
    expect(fake.status).toBe(415);
    const big = await post(await jpegOfSize(CHARACTER_LIMITS.avatarBytes + 1));
    expect(big.status).toBe(413);
    expect(big.body.errors.avatar).toEqual([CHARACTER_COPY.avatarTooLarge]);
    expect(await ownedCount(owner.id)).toBe(before);
  });
});

describe("who sees a character", () => {
  it("private: 404 to everyone else (visitors too), never listed", async () => {
    const c = await createCharacter(t, owner, { name: "Secret Sage" });
    expect((await openBot(c.id, other)).status).toBe(404);
    expect((await openBot(c.id)).status).toBe(404);
    expect(await listedIds(t, "Secret Sage")).toEqual([]);
    expect(await listedIds(t, "Secret Sage", owner.token)).toEqual([]);
    // Nor can anyone else favourite or report it.
    const fav = await t.call("POST", "/favorites/toggle", { token: other.token, json: { bot_id: c.id } });
    expect(fav.status).toBe(404);
  });

  it("unlisted: anyone with the link opens it, no list shows it", async () => {
    const c = await createCharacter(t, owner, { name: "Linked Lark", visibility: "unlisted" });
    expect(c.status).toBe("unlisted");
    expect((await openBot(c.id, other)).status).toBe(200);
    expect((await openBot(c.id)).status).toBe(200);
    expect(await listedIds(t, "Linked Lark")).toEqual([]);
  });

  it("public: pending until approved, then listed; an edit of its words sends it back to review", async () => {
    const c = await createCharacter(t, owner, {
      name: "Public Pip",
      visibility: "public",
      category: "Comedy",
    });
    expect(c.status).toBe("pending");
    expect(await listedIds(t, "Public Pip")).toEqual([]);
    expect((await openBot(c.id, other)).status).toBe(200);

    await setReview(t, c.id, "approved");
    expect((await mine(owner)).find((m) => m.id === c.id)?.status).toBe("public");
    expect(await listedIds(t, "Public Pip")).toEqual([c.id]);
    const filter = await t.call("GET", "/bots/filter");
    expect(filter.body.data).toContain("Comedy");

    // Changing only the visibility of nothing (public again) keeps the approval.
    const same = await t.call("PATCH", `/characters/${c.id}`, {
      token: owner.token,
      json: { visibility: "public" },
    });
    expect(same.body.data.status).toBe("public");

    const edited = await t.call("PATCH", `/characters/${c.id}`, {
      token: owner.token,
      json: { description: "Now with more jokes." },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.status).toBe("pending");
    expect(await listedIds(t, "Public Pip")).toEqual([]);
  });

  it("rejected: the creator sees the reason", async () => {
    const c = await createCharacter(t, owner, { name: "Rude Rex", visibility: "public" });
    await setReview(t, c.id, "rejected", "Breaks the content rules.");
    const row = (await mine(owner)).find((m) => m.id === c.id)!;
    expect(row.status).toBe("rejected");
    expect(row.review_reason).toBe("Breaks the content rules.");
    expect(await listedIds(t, "Rude Rex")).toEqual([]);
  });

  it("a character an operator hid is 404 to others", async () => {
    const c = await createCharacter(t, owner, { name: "Hidden Hal", visibility: "unlisted" });
    await t.services.db.update(bots).set({ hiddenAt: t.services.now() }).where(eq(bots.id, c.id));
    expect((await openBot(c.id, other)).status).toBe(404);
  });
});

describe("editing and deleting", () => {
  it("changes only the fields given; blank clears; someone else's is 404", async () => {
    const c = await createCharacter(t, owner, { name: "Edit Ed", scenario: "A forge." });
    const res = await t.call("PATCH", `/characters/${c.id}`, {
      token: owner.token,
      json: { name: "Edited Ed", scenario: "", tags: [] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe("Edited Ed");
    expect(res.body.data.card).toMatchObject({
      scenario: "",
      tags: [],
      first_mes: "Hello {{user}}, mind the bees.",
    });

    const bad = await t.call("PATCH", `/characters/${c.id}`, { token: owner.token, json: { name: "" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name).toEqual([CHARACTER_COPY.nameRequired]);

    const theirs = await t.call("PATCH", `/characters/${c.id}`, {
      token: other.token,
      json: { name: "Mine" },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(CHARACTER_COPY.notFound);
    // A seeded bot is nobody's character.
    const seeded = (await t.call("GET", "/bots?per_page=1")).body.data.data[0].id;
    expect(
      (await t.call("PATCH", `/characters/${seeded}`, { token: owner.token, json: { name: "X" } })).status,
    ).toBe(404);
  });

  it("sets the voice Listen uses, keeps other extensions, and clears it back to the derived one", async () => {
    const c = await createCharacter(t, owner, {
      name: "Vox",
      voice_pitch: 1.4,
      voice_rate: "0.8",
      voice_name: "Samantha",
    });
    const voiced = await openBot(c.id, owner);
    expect(voiced.body.data.voice).toEqual({ pitch: 1.4, rate: 0.8, voice: "Samantha" });
    const created = (await mine(owner)).find((m) => m.id === c.id) as unknown as {
      card: { extensions: unknown };
    };
    expect(created.card.extensions).toEqual({
      infinite: { voice: { pitch: 1.4, rate: 0.8, voice: "Samantha" } },
    });

    // A form that sends every field: blank voice fields clear, the derived voice comes back.
    const form = new FormData();
    for (const [k, v] of Object.entries({ voice_pitch: "", voice_rate: "1.2", voice_name: "" }))
      form.set(k, v);
    const edited = await t.call("PATCH", `/characters/${c.id}`, { token: owner.token, form });
    expect(edited.status).toBe(200);
    const derived = (await openBot(c.id, owner)).body.data.voice;
    expect(derived.rate).toBe(1.2);
    expect(derived.voice).toBeNull();
    expect(derived.pitch).not.toBe(1.4);

    const bad = await t.call("PATCH", `/characters/${c.id}`, {
      token: owner.token,
      json: { voice_pitch: 3, voice_rate: "fast" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      voice_pitch: [CHARACTER_COPY.voicePitchInvalid],
      voice_rate: [CHARACTER_COPY.voiceRateInvalid],
    });
  });

  it("replaces the avatar, removing the old file", async () => {
    const c = await createCharacter(t, owner, { name: "New Face" });
    const form = new FormData();
    form.set("avatar", new File([await image("png", 20, 20)], "p.png"));
    const res = await t.call("PATCH", `/characters/${c.id}`, { token: owner.token, form });
    expect(res.status).toBe(200);
    expect(res.body.data.image).not.toBe(c.image);
    expect((await t.request("GET", c.image!.replace("/api/v1", ""))).status).toBe(404);
  });

  it("delete: only the owner's, then it is gone everywhere", async () => {
    const c = await createCharacter(t, owner, { name: "Gone Gus", visibility: "unlisted" });
    expect((await t.call("DELETE", `/characters/${c.id}`, { token: other.token })).status).toBe(404);
    const res = await t.call("DELETE", `/characters/${c.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CHARACTER_COPY.deleted);
    expect((await openBot(c.id, owner)).status).toBe(404);
    expect((await mine(owner)).some((m) => m.id === c.id)).toBe(false);
    expect((await t.call("DELETE", `/characters/${c.id}`, { token: owner.token })).status).toBe(404);
  });
});

describe("limits", () => {
  it("20 creations an hour, then 429 with a clear message", async () => {
    const busy = await createUser(t);
    for (let i = 0; i < CHARACTER_LIMITS.perHour; i++) await createCharacter(t, busy, { name: `Rush ${i}` });
    const res = await t.call("POST", "/characters", { token: busy.token, json: characterBody() });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(CHARACTER_COPY.tooFast);
    expect(res.headers.get("retry-after")).toBeTruthy();
    t.advance(3600 * 1000 + 1000);
    expect((await t.call("POST", "/characters", { token: busy.token, json: characterBody() })).status).toBe(
      201,
    );
  });

  it("100 characters a member, then 429", async () => {
    const hoarder = await createUser(t);
    await t.services.db.insert(bots).values(
      Array.from({ length: CHARACTER_LIMITS.perUser }, (_, i) => ({
        slug: `hoard-${hoarder.id}-${i}`,
        name: `Hoard ${i}`,
        category: "Comedy",
        character: "",
        text: "",
        card: { first_mes: "Hi" } as never,
        ownerId: hoarder.id,
        visibility: "private" as const,
      })),
    );
    const res = await t.call("POST", "/characters", { token: hoarder.token, json: characterBody() });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(CHARACTER_COPY.tooMany);
  });
});
