// POST /characters/import (with its preview) and GET /characters/{id}/export: JSON and PNG cards,
// every bad file, and the round trip that gives back what came in.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHARACTER_COPY, CHARACTER_LIMITS } from "../../contract/characters";
import { bots } from "../../api/db/schema";
import { readTextChunks, textChunk, withTextChunks } from "../../api/domain/cards/png";
import { createTestApi, type TestApi } from "../support/api";
import { base64Json, createCharacter, fileForm, jsonBytes } from "../support/characters";
import { image } from "../support/images";
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

const card = {
  spec: "chara_card_v2",
  spec_version: "2.0",
  data: {
    name: "Captain Wren",
    description: "{{char}} sails the northern sea.",
    personality: "bold",
    scenario: "On deck with {{user}}.",
    first_mes: "Ahoy, {{user}}!",
    mes_example: "",
    creator_notes: "Made with care.",
    system_prompt: "",
    post_history_instructions: "",
    alternate_greetings: ["Storm's coming, {{user}}."],
    character_book: {
      name: "Sea lore",
      extensions: {},
      entries: [
        {
          keys: ["kraken"],
          content: "The kraken lives under Grey Rock.",
          extensions: {},
          enabled: true,
          insertion_order: 1,
        },
      ],
    },
    tags: ["Adventure", "sea"],
    creator: "wren-fan",
    character_version: "3",
    extensions: { fav: false, "risu/x": { keep: [1, "two"] } },
    unknown_key: "kept",
  },
};

const owned = async (user: TestUser) =>
  (await t.services.db.select({ id: bots.id }).from(bots).where(eq(bots.ownerId, user.id))).length;

async function pngCard(chunks: ReturnType<typeof textChunk>[]) {
  return withTextChunks(await image("png", 16, 16), chunks)!;
}

const importFile = (
  user: TestUser,
  bytes: Uint8Array,
  name: string,
  fields: Record<string, string> = {},
  query = "",
) => t.call("POST", `/characters/import${query}`, { token: user.token, form: fileForm(bytes, name, fields) });

describe("import", () => {
  it("imports a V2 JSON card at once: every field kept, category from its tags", async () => {
    const res = await importFile(owner, jsonBytes(card), "wren.json");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      name: "Captain Wren",
      category: "Adventure",
      visibility: "private",
    });
    expect(res.body.data.card).toEqual(card.data);
    // No picture in a JSON card: a face is drawn.
    expect(res.body.data.image).toMatch(/\.webp$/);
  });

  it("imports a V1 card and a V3 card", async () => {
    const v1 = await importFile(owner, jsonBytes({ name: "Flat Fred", first_mes: "Yo." }), "f.json");
    expect(v1.status).toBe(201);
    expect(v1.body.data.category).toBe("Friendship");
    const v3 = await importFile(
      owner,
      jsonBytes({
        spec: "chara_card_v3",
        spec_version: "3.0",
        data: { ...card.data, name: "Wren Three", nickname: "W" },
      }),
      "w3.json",
      { category: "Fantasy", visibility: "unlisted" },
    );
    expect(v3.status).toBe(201);
    expect(v3.body.data).toMatchObject({ name: "Wren Three", category: "Fantasy", visibility: "unlisted" });
    expect(v3.body.data.card.nickname).toBe("W");
  });

  it("imports a PNG card, keeping its picture as the avatar", async () => {
    const png = await pngCard([textChunk("chara", base64Json(card))]);
    const res = await importFile(owner, png, "wren.png");
    expect(res.status).toBe(201);
    const avatar = await t.request("GET", res.body.data.image.replace("/api/v1", ""), {
      headers: { Accept: "image/webp" },
    });
    expect(avatar.status).toBe(200);
    // The picture is the card's (red), not a drawn face.
    const { dominant } = await sharp(Buffer.from(await avatar.arrayBuffer())).stats();
    expect(dominant.r).toBeGreaterThan(150);
  });

  it("previews without saving, then saves from the kept upload", async () => {
    const before = await owned(owner);
    const png = await pngCard([textChunk("chara", base64Json(card))]);
    const preview = await importFile(owner, png, "wren.png", {}, "?dry_run=1");
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      name: "Captain Wren",
      card: { spec: "chara_card_v2", data: card.data },
    });
    expect(preview.body.data.upload_id).toMatch(/^[0-9a-z]+_[A-Za-z0-9_-]{32}$/);
    expect(await owned(owner)).toBe(before);

    const { upload_id } = preview.body.data;
    // Another account cannot use it.
    const theirs = await t.call("POST", "/characters/import", { token: other.token, json: { upload_id } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(CHARACTER_COPY.uploadNotFound);

    const saved = await t.call("POST", "/characters/import", {
      token: owner.token,
      json: { upload_id, visibility: "public", category: "Mystery" },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ name: "Captain Wren", category: "Mystery", status: "pending" });
    expect(saved.body.data.image).toMatch(/\.webp$/);
    expect(await owned(owner)).toBe(before + 1);
    // Used once.
    expect(
      (await t.call("POST", "/characters/import", { token: owner.token, json: { upload_id } })).status,
    ).toBe(404);
  });

  it("forgets a preview after an hour, and a made-up id is 404", async () => {
    const preview = await importFile(owner, jsonBytes(card), "wren.json", {}, "?dry_run=1");
    t.advance(CHARACTER_LIMITS.uploadTtlMs + 1000);
    const late = await t.call("POST", "/characters/import", {
      token: owner.token,
      json: { upload_id: preview.body.data.upload_id },
    });
    expect(late.status).toBe(404);
    for (const upload_id of ["nope", "zzzzzzzz_" + "a".repeat(32), "../../etc/passwd"]) {
      expect(
        (await t.call("POST", "/characters/import", { token: owner.token, json: { upload_id } })).status,
      ).toBe(404);
    }
    const missing = await t.call("POST", "/characters/import", { token: owner.token, json: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.file).toEqual([CHARACTER_COPY.fileRequired]);
  });
});

describe("bad files save nothing", () => {
  it.each([
    ["a PNG without a card chunk", async () => image("png"), "x.png", 422, CHARACTER_COPY.pngWithoutCard],
    [
      "JSON that is not a card",
      async () => jsonBytes({ hello: "world" }),
      "x.json",
      422,
      CHARACTER_COPY.notACard,
    ],
    ["broken JSON", async () => new TextEncoder().encode("{ nope"), "x.json", 422, CHARACTER_COPY.notACard],
    [
      "a card without a name",
      async () => jsonBytes({ spec: "chara_card_v2", data: { first_mes: "hi" } }),
      "x.json",
      422,
      CHARACTER_COPY.cardWithoutName,
    ],
    [
      "bad base64 in a PNG",
      async () => pngCard([textChunk("chara", "%%%not base64%%%")]),
      "x.png",
      422,
      CHARACTER_COPY.badBase64,
    ],
    ["a GIF", async () => image("gif"), "x.gif", 415, CHARACTER_COPY.fileType],
    ["a JPEG", async () => image("jpeg"), "x.jpg", 422, CHARACTER_COPY.fileType],
  ])("%s", async (_label, make, name, status, message) => {
    const before = await owned(owner);
    for (const query of ["", "?dry_run=1"]) {
      const res = await importFile(owner, await make(), name, {}, query);
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(res.body.errors.file).toEqual([message]);
    }
    expect(await owned(owner)).toBe(before);
  });

  it("a card over the form's limits is refused with the field named", async () => {
    const long = { ...card, data: { ...card.data, name: "x".repeat(61) } };
    const res = await importFile(owner, jsonBytes(long), "long.json");
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual([CHARACTER_COPY.nameTooLong]);
  });

  it("a card file between the upload limit (6 MB) and 10 MB is taken", async () => {
    const png = await pngCard([textChunk("chara", base64Json(card))]);
    const big = new Uint8Array(7 * 1024 * 1024);
    big.set(png);
    const res = await importFile(owner, big, "big.png", {}, "?dry_run=1");
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe("Captain Wren");
  });

  it("a file over 10 MB is 413", async () => {
    const before = await owned(owner);
    const res = await importFile(owner, new Uint8Array(CHARACTER_LIMITS.importBytes + 1), "big.png");
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(CHARACTER_COPY.fileTooLarge);
    expect(await owned(owner)).toBe(before);
  });
});

describe("export", () => {
  it("JSON: the V2 card with raw macros, exactly what was imported", async () => {
    const imported = await importFile(owner, jsonBytes({ ...card, create_date: "2024-01-01" }), "wren.json");
    const res = await t.request("GET", `/characters/${imported.body.data.id}/export?format=json`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="captain-wren.json"');
    expect(await res.json()).toEqual({ ...card, create_date: "2024-01-01" });
  });

  it("PNG: the avatar with the card in chara (and ccv3); importing it again gives the same card", async () => {
    const created = await createCharacter(t, owner, { name: "Round Trip" });
    const res = await t.request("GET", `/characters/${created.id}/export?format=png`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const png = new Uint8Array(await res.arrayBuffer());
    const texts = readTextChunks(png)!;
    const chara = JSON.parse(Buffer.from(texts.get("chara")!, "base64").toString("utf8"));
    expect(chara).toMatchObject({
      spec: "chara_card_v2",
      data: { name: "Round Trip", first_mes: "Hello {{user}}, mind the bees." },
    });
    expect(texts.has("ccv3")).toBe(true);
    expect((await sharp(Buffer.from(png)).metadata()).format).toBe("png");

    const again = await importFile(owner, png, "round.png");
    expect(again.status).toBe(201);
    const json = await t.request("GET", `/characters/${again.body.data.id}/export`, { token: owner.token });
    // The ccv3 chunk is read: the V3 fields come with it (the character's own dates, the PNG as its icon).
    const ccv3 = JSON.parse(Buffer.from(texts.get("ccv3")!, "base64").toString("utf8"));
    expect((await json.json()).data).toEqual({
      ...chara.data,
      group_only_greetings: [],
      assets: [{ type: "icon", uri: "ccdefault:", name: "main", ext: "png" }],
      creation_date: ccv3.data.creation_date,
      modification_date: ccv3.data.modification_date,
    });
    expect(ccv3.data.creation_date).toBe(Math.floor(Date.parse(created.created_at) / 1000));
  });

  it("someone else's character is 404; a bad format is 422", async () => {
    const created = await createCharacter(t, owner, { name: "Not Yours", visibility: "unlisted" });
    expect((await t.call("GET", `/characters/${created.id}/export`, { token: other.token })).status).toBe(
      404,
    );
    const bad = await t.call("GET", `/characters/${created.id}/export?format=gif`, { token: owner.token });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(CHARACTER_COPY.exportFormat);
  });
});
