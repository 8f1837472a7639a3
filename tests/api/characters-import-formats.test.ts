// The cards people share, through the API: each fixture of tests/fixtures/cards/ and a CharX zip
// imported (at once and through the preview), a card without a greeting opening a chat the member
// writes first, long card text cut by the prompt (not by the import), the picture kept at its own
// aspect for the PNG export, and exports that SillyTavern's checks and the V3 spec accept.
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHARACTER_COPY } from "../../contract/characters";
import { eq } from "drizzle-orm";
import { bots } from "../../api/db/schema";
import { imageKey } from "../../api/domain/characters/avatar";
import { readTextChunks } from "../../api/domain/cards/png";
import { ORIGINAL_MAX_SIDE } from "../../api/domain/images";
import { replyToText } from "../../api/domain/reply-text";
import { createTestApi, type TestApi } from "../support/api";
import { v2Problems, v3Problems } from "../support/card-spec";
import { chatter, send } from "../support/chat";
import { fileForm, characterBody } from "../support/characters";
import { cardFixture, cardFixtureBytes, charxFixture, portraitPng, zip } from "../support/charx";
import { photoWithGps } from "../support/images";
import { startFakeOpenAI } from "../support/openai-fake";
import type { TestUser } from "../support/users";

const importFile = (t: TestApi, user: TestUser, bytes: Uint8Array, name: string, query = "") =>
  t.call("POST", `/characters/import${query}`, { token: user.token, form: fileForm(bytes, name) });

const decodeChunk = (text: string) => JSON.parse(Buffer.from(text, "base64").toString("utf8"));

async function exportPng(t: TestApi, user: TestUser, id: number) {
  const res = await t.request("GET", `/characters/${id}/export?format=png`, { token: user.token });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe("importing the cards people share (offline engine)", () => {
  let t: TestApi;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApi();
    owner = await chatter(t, "Olivia");
  });
  afterAll(() => t.close());

  it.each([
    ["v1.json", "Barnaby Quill"],
    ["v2-lorebook.json", "Seraphine Vale"],
    ["v3.json", "Kestrel"],
    ["long-notes.json", "Lady Ashcombe"],
    ["empty-greeting.json", "Quiet Listener"],
  ])("%s imports through the preview and at once; its exports are spec-valid", async (file, name) => {
    const bytes = cardFixtureBytes(file);
    const preview = await importFile(t, owner, bytes, file, "?dry_run=1");
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.name).toBe(name);
    const saved = await t.call("POST", "/characters/import", {
      token: owner.token,
      json: { upload_id: preview.body.data.upload_id },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);

    const direct = await importFile(t, owner, bytes, file);
    expect(direct.status, JSON.stringify(direct.body)).toBe(201);
    const json = await t.request("GET", `/characters/${direct.body.data.id}/export?format=json`, {
      token: owner.token,
    });
    expect(v2Problems(await json.json())).toEqual([]);
    const texts = readTextChunks(await exportPng(t, owner, direct.body.data.id))!;
    expect(v2Problems(decodeChunk(texts.get("chara")!))).toEqual([]);
    expect(v3Problems(decodeChunk(texts.get("ccv3")!))).toEqual([]);
  });

  it("keeps creator notes past 8,000 characters and a 20,000-character description whole", async () => {
    const res = await importFile(t, owner, cardFixtureBytes("long-notes.json"), "long.json");
    expect(res.status).toBe(201);
    const { data } = cardFixture("long-notes.json");
    expect(res.body.data.card.creator_notes).toBe(data.creator_notes);
    expect(res.body.data.card.description).toBe(data.description);
    // The edit form saves such a card as it is.
    const edit = await t.call("PATCH", `/characters/${res.body.data.id}`, {
      token: owner.token,
      json: { creator_notes: data.creator_notes, description: data.description, first_mes: "" },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
  });

  it("a card without a greeting: the chat has no greeting and starts with the member", async () => {
    const imported = await importFile(t, owner, cardFixtureBytes("empty-greeting.json"), "quiet.json");
    const id = imported.body.data.id;
    const created = await t.call("POST", "/chats", { token: owner.token, json: { bot_id: id } });
    expect(created.status).toBe(201);
    expect(created.body.data.messages).toEqual([]);
    const chat = await t.call("GET", `/chats/${created.body.data.id}`, { token: owner.token });
    expect(chat.body.data).toMatchObject({ greeting: "", messages: [] });

    const res = await send(t, owner, { bot_id: id, chat_id: created.body.data.id, message: "Hi, it's me." });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(replyToText(res.body.data.reply).length).toBeGreaterThan(0);
    const after = await t.call("GET", `/chats/${created.body.data.id}`, { token: owner.token });
    expect(after.body.data.messages).toHaveLength(1);
    expect(after.body.data.messages[0]).toMatchObject({ isUser: true, message: "Hi, it's me." });
  });

  it("a character created without a greeting is taken too", async () => {
    const res = await t.call("POST", "/characters", {
      token: owner.token,
      json: characterBody({ name: "No Hello", first_mes: "" }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.card.first_mes).toBe("");
  });

  it("a CharX imports with its main icon; the PNG export keeps the 2:3 portrait", async () => {
    const charx = await charxFixture();
    const preview = await importFile(t, owner, charx, "kestrel.charx", "?dry_run=1");
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.card.data).toMatchObject({ name: "Kestrel", nickname: "Kes" });

    const res = await importFile(t, owner, charx, "kestrel.charx");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The avatar is the icon (blue over yellow), squared to 256 px.
    const avatar = await t.request("GET", res.body.data.image.replace("/api/v1", ""), {
      headers: { Accept: "image/webp" },
    });
    const avatarMeta = await sharp(Buffer.from(await avatar.arrayBuffer())).metadata();
    expect([avatarMeta.width, avatarMeta.height]).toEqual([256, 256]);

    const png = await exportPng(t, owner, res.body.data.id);
    const meta = await sharp(Buffer.from(png)).metadata();
    expect([meta.width, meta.height]).toEqual([400, 600]);
    // Blue over yellow, as drawn: the picture is not squared or stretched.
    const half = async (top: number) => {
      const part = await sharp(Buffer.from(png))
        .extract({ left: 0, top, width: 400, height: 300 })
        .toBuffer();
      return (await sharp(part).stats()).dominant;
    };
    expect(await half(0)).toMatchObject({ b: expect.toSatisfy((b: number) => b > 150) });
    expect(await half(300)).toMatchObject({ r: expect.toSatisfy((r: number) => r > 150) });
    const ccv3 = decodeChunk(readTextChunks(png)!.get("ccv3")!);
    expect(ccv3.data).toMatchObject({ name: "Kestrel", creation_date: 1714000000 });
    expect(v3Problems(ccv3)).toEqual([]);

    // The export reads back as the same character, picture and all.
    const again = await importFile(t, owner, png, "kestrel.png");
    expect(again.status).toBe(201);
    expect(again.body.data.card).toMatchObject({ name: "Kestrel", nickname: "Kes" });
  });

  it("a zip that is not a card, or past the limits, is refused with the reason and saves nothing", async () => {
    const before = (await t.call("GET", "/characters/mine", { token: owner.token })).body.data.length;
    const bomb = zip([{ name: "card.json", data: new Uint8Array(17 * 1024 * 1024) }]);
    for (const [bytes, status, message] of [
      [zip([{ name: "notes.txt", data: new Uint8Array(4) }]), 422, CHARACTER_COPY.charxWithoutCard],
      [bomb, 413, CHARACTER_COPY.charxTooLarge],
      [(await charxFixture()).subarray(0, 200), 422, CHARACTER_COPY.charxUnreadable],
    ] as const) {
      for (const query of ["", "?dry_run=1"]) {
        const res = await importFile(t, owner, bytes, "x.charx", query);
        expect(res.status).toBe(status);
        expect(res.body.errors.file).toEqual([message]);
      }
    }
    expect((await t.call("GET", "/characters/mine", { token: owner.token })).body.data).toHaveLength(before);
  });

  it("an uploaded avatar is kept at its own aspect, within 1,536 px, without its metadata", async () => {
    const form = fileForm(await photoWithGps(1000, 3000), "tall.jpg", {}, "avatar");
    for (const [k, v] of Object.entries(characterBody({ name: "Tall Tom" })))
      for (const item of Array.isArray(v) ? v : [v]) form.append(k, String(item));
    const res = await t.call("POST", "/characters", { token: owner.token, form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [row] = await t.services.db.select().from(bots).where(eq(bots.id, res.body.data.id));
    const original = await t.services.storage.get(imageKey(row!.originalImage)!);
    const meta = await sharp(Buffer.from(original!.data)).metadata();
    expect([meta.width, meta.height]).toEqual([512, ORIGINAL_MAX_SIDE]);
    expect(meta.exif).toBeUndefined();

    const png = await sharp(Buffer.from(await exportPng(t, owner, res.body.data.id))).metadata();
    expect([png.width, png.height, png.exif]).toEqual([512, ORIGINAL_MAX_SIDE, undefined]);

    // A new avatar replaces both pictures; deleting the character removes them.
    const edit = fileForm(await portraitPng(200, 300), "new.png", {}, "avatar");
    const edited = await t.call("PATCH", `/characters/${res.body.data.id}`, {
      token: owner.token,
      form: edit,
    });
    expect(edited.status).toBe(200);
    expect(await t.services.storage.get(imageKey(row!.originalImage)!)).toBeNull();
    const [after] = await t.services.db.select().from(bots).where(eq(bots.id, res.body.data.id));
    expect(after!.originalImage).not.toBe(row!.originalImage);
    const deleted = await t.call("DELETE", `/characters/${res.body.data.id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect(await t.services.storage.get(imageKey(after!.originalImage)!)).toBeNull();
    expect(await t.services.storage.get(imageKey(after!.image)!)).toBeNull();
  });
});

describe("long cards and empty greetings on the model path", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
  let owner: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi({
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      AI_TIMEOUT_MS: "15000",
      AI_CONTEXT_TOKENS: "2048",
    });
    owner = await chatter(t, "Olivia");
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it("a 20,000-character description is cut to its share of the window; creator notes are never sent", async () => {
    const imported = await importFile(t, owner, cardFixtureBytes("long-notes.json"), "long.json");
    fake.next({ kind: "stream", chunks: ["Welcome to Ashcombe."] });
    const res = await send(t, owner, { bot_id: imported.body.data.id, message: "Hello?" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { messages } = fake.requests[0]!.body as { messages: { role: string; content: string }[] };
    const system = messages[0]!.content;
    expect(system).toContain("Lady Ashcombe is the last heir of Ashcombe Manor");
    expect(system.length).toBeLessThan(2048 * 4);
    expect(system).not.toContain("Changelog");
    expect(messages.at(-1)).toEqual({ role: "user", content: "Hello?" });
  });

  it("a card without a greeting sends the member's message first, with no empty greeting", async () => {
    const imported = await importFile(t, owner, cardFixtureBytes("empty-greeting.json"), "quiet.json");
    fake.next({ kind: "stream", chunks: ["I'm listening."] });
    const res = await send(t, owner, { bot_id: imported.body.data.id, message: "Can we talk?" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { messages } = fake.requests[0]!.body as { messages: { role: string; content: string }[] };
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[0]!.content).not.toContain("The conversation began with");
  });
});
