// Card files in the shapes people share (tests/fixtures/cards/: a TavernAI V1 card, a SillyTavern
// V2 export with its world-info lorebook, a RisuAI/chub V3 card, 12,000 characters of creator
// notes, a card without a greeting) and CharX zips; and exports that SillyTavern's validator and
// the V2 and V3 specs accept.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CHARACTER_COPY, CHARACTER_LIMITS } from "../../contract/characters";
import { CardError, exportV2, exportV3, normalizeCard, toStoredCard } from "../../api/domain/cards/card";
import { embeddedPath } from "../../api/domain/cards/charx";
import { readTextChunks } from "../../api/domain/cards/png";
import { readCardFile } from "../../api/domain/cards/read";
import { cardPng } from "../../api/domain/cards/write";
import { MiB } from "../support/card-bombs";
import { v2Problems, v3Problems } from "../support/card-spec";
import { cardFixture, cardFixtureBytes, charxFixture, portraitPng, zip } from "../support/charx";

const FIXTURES = ["v1.json", "v2-lorebook.json", "v3.json", "long-notes.json", "empty-greeting.json"];
const dates = { createdAt: new Date("2025-03-01T10:00:00Z"), updatedAt: new Date("2025-03-02T11:30:00Z") };
const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const decodeChunk = (text: string) => JSON.parse(Buffer.from(text, "base64").toString("utf8"));

function refusal(bytes: Uint8Array) {
  try {
    readCardFile(bytes);
  } catch (err) {
    if (err instanceof CardError) return [err.status, err.message];
    throw err;
  }
  return null;
}

describe("the card fixtures", () => {
  it("a V1 card: its fields under the V2 names, its app's keys kept at the top", () => {
    const { data, topLevel } = readCardFile(cardFixtureBytes("v1.json"));
    expect(data).toMatchObject({ name: "Barnaby Quill", personality: expect.stringContaining("gruff") });
    expect(data.first_mes).toMatch(/^\*The door creaks open/);
    expect(topLevel).toMatchObject({ talkativeness: "0.5", chat: expect.any(String) });
  });

  it("a SillyTavern V2 export: its lorebook entries kept as they came, the book given its extensions", () => {
    const file = cardFixture("v2-lorebook.json");
    const { data, topLevel } = readCardFile(cardFixtureBytes("v2-lorebook.json"));
    // SillyTavern writes a character's world info as a book without `extensions`, which V2 requires.
    expect(file.data.character_book.extensions).toBeUndefined();
    expect(data).toEqual({ ...file.data, character_book: { ...file.data.character_book, extensions: {} } });
    // The V1 copies at the top are not extra data; SillyTavern's own keys are kept for its export.
    expect(Object.keys(topLevel).sort()).toEqual([
      "avatar",
      "chat",
      "create_date",
      "creatorcomment",
      "fav",
      "tags",
      "talkativeness",
    ]);
  });

  it("a V3 card: its own fields, dates and assets kept", () => {
    const { data } = readCardFile(cardFixtureBytes("v3.json"));
    expect(data).toEqual(cardFixture("v3.json").data);
  });

  it("creator notes past 8,000 characters and a 20,000-character description are kept whole", () => {
    const { data } = readCardFile(cardFixtureBytes("long-notes.json"));
    expect(data.creator_notes.length).toBeGreaterThan(12_000);
    expect(data.description.length).toBeGreaterThan(20_000);
    expect(data.creator_notes.length).toBeLessThanOrEqual(CHARACTER_LIMITS.creator_notes);
  });

  it("a card without a greeting reads as one", () => {
    expect(readCardFile(cardFixtureBytes("empty-greeting.json")).data.first_mes).toBe("");
  });
});

describe("exports others accept", () => {
  it.each(FIXTURES)("%s: V2 passes SillyTavern's checks, V3 the V3 spec's", (file) => {
    const { data, topLevel } = readCardFile(cardFixtureBytes(file));
    const stored = toStoredCard(data, topLevel);
    expect(v2Problems(exportV2(data.name, stored))).toEqual([]);
    expect(v3Problems(exportV3(data.name, stored, dates))).toEqual([]);
  });

  it("lorebook entries get what the specs require; what they had is kept", () => {
    const { data } = normalizeCard({
      spec: "chara_card_v2",
      data: {
        name: "Sparse",
        character_book: { entries: [{ keys: ["moon"], content: "The moon is made of glass." }, "junk"] },
      },
    });
    const v2 = exportV2("Sparse", toStoredCard(data)).data.character_book!;
    expect(v2).toEqual({
      extensions: {},
      entries: [
        {
          keys: ["moon"],
          content: "The moon is made of glass.",
          extensions: {},
          enabled: true,
          insertion_order: 0,
        },
      ],
    });
    const v3 = exportV3("Sparse", toStoredCard(data), dates).data.character_book!;
    expect(v3.entries[0]).toMatchObject({ use_regex: false, extensions: {} });
    // A SillyTavern entry keeps its use_regex and extensions.
    const st = readCardFile(cardFixtureBytes("v2-lorebook.json")).data;
    const stV3 = exportV3(st.name, toStoredCard(st), dates).data.character_book!;
    expect(stV3.entries[0]).toMatchObject({ use_regex: true, extensions: { probability: 100 } });
  });

  it("V3 dates: the card's own creation date, our last change as modification", () => {
    const v3 = readCardFile(cardFixtureBytes("v3.json")).data;
    expect(exportV3(v3.name, toStoredCard(v3), dates).data).toMatchObject({
      creation_date: 1714000000,
      modification_date: Date.parse("2025-03-02T11:30:00Z") / 1000,
    });
    const v1 = readCardFile(cardFixtureBytes("v1.json")).data;
    expect(exportV3(v1.name, toStoredCard(v1), dates).data).toMatchObject({
      creation_date: Date.parse("2025-03-01T10:00:00Z") / 1000,
    });
  });

  it("a PNG export carries both cards, each valid, and names the PNG itself as the main icon", async () => {
    const read = readCardFile(await charxFixture());
    const png = cardPng(await portraitPng(), read.data.name, toStoredCard(read.data, read.topLevel), dates)!;
    const texts = readTextChunks(png)!;
    const chara = decodeChunk(texts.get("chara")!);
    const ccv3 = decodeChunk(texts.get("ccv3")!);
    expect(v2Problems(chara)).toEqual([]);
    expect(v3Problems(ccv3)).toEqual([]);
    // The CharX's embedded files are not in the PNG: its picture is the main icon.
    expect(ccv3.data.assets).toEqual([{ type: "icon", uri: "ccdefault:", name: "main", ext: "png" }]);
  });
});

describe("CharX", () => {
  it("reads card.json and the main icon (a 2:3 portrait), not the other pictures", async () => {
    const read = readCardFile(await charxFixture());
    expect(read.data).toMatchObject({ name: "Kestrel", nickname: "Kes" });
    expect(read.picture?.kind).toBe("png");
    const meta = await sharp(Buffer.from(read.picture!.bytes)).metadata();
    expect([meta.width, meta.height]).toEqual([400, 600]);
  });

  it("reads the icon's path from embeded:// (the spec's spelling) and embedded://", () => {
    expect(embeddedPath("embeded://assets/icon/images/main.png")).toBe("assets/icon/images/main.png");
    expect(embeddedPath("embedded://./assets/a.webp")).toBe("assets/a.webp");
    for (const uri of ["ccdefault:", "https://example.invalid/a.png", "data:image/png;base64,AA", 3])
      expect(embeddedPath(uri)).toBeNull();
  });

  it("a card without an icon, or whose icon is damaged, imports without a picture", async () => {
    const card = cardFixture("v3.json");
    const noIcon = zip([{ name: "card.json", data: encode(card) }]);
    expect(readCardFile(noIcon).picture).toBeNull();
    const withIcon = {
      ...card,
      data: { ...card.data, assets: [{ type: "icon", name: "main", uri: "embeded://i.png" }] },
    };
    const picture = await portraitPng(20, 30);
    const damaged = zip([
      { name: "card.json", data: encode(withIcon) },
      { name: "i.png", data: picture, declaredSize: picture.length - 1, deflate: false },
    ]);
    expect(readCardFile(damaged)).toMatchObject({ data: { name: "Kestrel" }, picture: null });
  });

  it("says why a zip is refused", () => {
    const card = cardFixture("v3.json");
    expect(refusal(zip([{ name: "readme.txt", data: encode("hi") }]))).toEqual([
      422,
      CHARACTER_COPY.charxWithoutCard,
    ]);
    const good = zip([{ name: "card.json", data: encode(card) }]);
    expect(refusal(good.subarray(0, good.length - 30))).toEqual([422, CHARACTER_COPY.charxUnreadable]);
    const lying = zip([{ name: "card.json", data: encode(card), declaredSize: 10 }]);
    expect(refusal(lying)).toEqual([422, CHARACTER_COPY.charxUnreadable]);
    expect(refusal(zip([{ name: "card.json", data: encode({ hello: 1 }) }]))).toEqual([
      422,
      CHARACTER_COPY.notACard,
    ]);
    expect(refusal(zip([{ name: "card.json", data: Uint8Array.from([0xff, 0xfe, 0x81]) }]))).toEqual([
      422,
      CHARACTER_COPY.notACard,
    ]);
  });

  it("more files than the limit is a 422, counted before any is read", () => {
    const many = Array.from({ length: CHARACTER_LIMITS.charxEntries }, (_, i) => ({
      name: `assets/x/${i}`,
      data: new Uint8Array(0),
      deflate: false,
    }));
    const card = { name: "card.json", data: encode(cardFixture("v3.json")) };
    expect(refusal(zip([card, ...many]))).toEqual([422, CHARACTER_COPY.charxTooManyEntries]);
    expect(readCardFile(zip([card, ...many.slice(1)])).data.name).toBe("Kestrel");
  });

  it("files that unpack past 16 MiB are a 413, counted across card.json and the icon", () => {
    const bomb = zip([{ name: "card.json", data: new Uint8Array(CHARACTER_LIMITS.cardTextBytes + 1) }]);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(refusal(bomb)).toEqual([413, CHARACTER_COPY.charxTooLarge]);

    // 9 MiB of card (padded with spaces) and a 9 MiB "icon": 18 MiB in all.
    const card = cardFixture("v3.json");
    card.data.assets = [{ type: "icon", name: "main", uri: "embeded://assets/icon.png" }];
    const text = JSON.stringify(card);
    const padded = new TextEncoder().encode(text + " ".repeat(9 * MiB - text.length));
    const both = zip([
      { name: "card.json", data: padded },
      { name: "assets/icon.png", data: new Uint8Array(9 * MiB) },
    ]);
    expect(refusal(both)).toEqual([413, CHARACTER_COPY.charxTooLarge]);
    // The card alone is within the budget.
    expect(readCardFile(zip([{ name: "card.json", data: padded }])).data.name).toBe("Kestrel");
  });
});
