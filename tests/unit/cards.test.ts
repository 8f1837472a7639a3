// Character Card reader and writer (api/domain/cards) with the shapes found in the wild: V1 flat
// fields, V2, V3, PNG cards with `chara`, `ccv3`, both, iTXt, a lorebook, unknown extensions.
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CHARACTER_COPY, CHARACTER_LIMITS } from "../../contract/characters";
import { CardError, exportV2, normalizeCard, toStoredCard } from "../../api/domain/cards/card";
import {
  CHUNKS_MAX,
  itxtChunk,
  readChunks,
  readTextChunks,
  textChunk,
  withTextChunks,
  writeChunks,
} from "../../api/domain/cards/png";
import { readCardFile } from "../../api/domain/cards/read";
import { cardPng } from "../../api/domain/cards/write";
import { MiB, nestedJson, ztxtChunk } from "../support/card-bombs";
import { defined } from "../support/defined";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");
const bytesOf = (text: string) => new TextEncoder().encode(text);

async function plainPng() {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

const lorebook = {
  name: "Moonbeam lore",
  scan_depth: 3,
  token_budget: 300,
  recursive_scanning: false,
  extensions: { "vendor/x": 1 },
  entries: [
    {
      keys: ["cinnamon"],
      content: "The café smells of cinnamon.",
      extensions: {},
      enabled: true,
      insertion_order: 2,
      id: 7,
      comment: "smell",
    },
  ],
};

const v2 = {
  spec: "chara_card_v2",
  spec_version: "2.0",
  data: {
    name: "Mira",
    description: "{{char}} keeps bees.",
    personality: "calm",
    scenario: "A garden.",
    first_mes: "Hello {{user}}.",
    mes_example: "<START>\n{{user}}: Hi\n{{char}}: Buzz.",
    creator_notes: "Be kind.",
    system_prompt: "",
    post_history_instructions: "",
    alternate_greetings: ["Back again, {{user}}?", "Mind the hives."],
    character_book: lorebook,
    tags: ["gentle", "bees"],
    creator: "someone",
    character_version: "1.2",
    extensions: { depth_prompt: { prompt: "x", depth: 4 }, "chub/full_path": "a/b", talkativeness: "0.5" },
    some_future_field: { nested: [1, 2, 3] },
  },
};

describe("normalizeCard", () => {
  it("reads a V1 flat card, older field names included, and keeps its unknown keys", () => {
    const { data, topLevel } = normalizeCard({
      char_name: "Old Tom",
      char_persona: "grumpy",
      world_scenario: "A pub.",
      char_greeting: "What'll it be?",
      example_dialogue: "<START>",
      description: "A barman.",
      avatar: "none",
    });
    expect(data).toMatchObject({
      name: "Old Tom",
      personality: "grumpy",
      scenario: "A pub.",
      first_mes: "What'll it be?",
      mes_example: "<START>",
      description: "A barman.",
      alternate_greetings: [],
      tags: [],
      extensions: {},
      creator_notes: "",
    });
    expect(topLevel).toEqual({ avatar: "none" });
  });

  it("reads V2 and keeps every field, known or not", () => {
    const { data, topLevel } = normalizeCard({ ...v2, name: "Mira", create_date: "2024-1-1" });
    expect(data).toEqual(v2.data);
    // The V1 copy of the name is not extra data; an app's own top-level key is kept.
    expect(topLevel).toEqual({ create_date: "2024-1-1" });
  });

  it("reads V3 with its own fields kept in data", () => {
    const v3 = {
      spec: "chara_card_v3",
      spec_version: "3.0",
      data: { ...v2.data, nickname: "Mi", group_only_greetings: ["Hi all"], assets: [{ type: "icon" }] },
    };
    const { data } = normalizeCard(v3);
    expect(data.nickname).toBe("Mi");
    expect(data.group_only_greetings).toEqual(["Hi all"]);
    expect(data.assets).toEqual([{ type: "icon" }]);
  });

  it("refuses what is not a card, and a card without a name", () => {
    for (const raw of [null, [], "text", 42, { foo: 1 }, { spec: "something_else", data: {} }]) {
      expect(() => normalizeCard(raw)).toThrow(CHARACTER_COPY.notACard);
    }
    expect(() => normalizeCard({ spec: "chara_card_v2", data: "x" })).toThrow(CHARACTER_COPY.notACard);
    expect(() => normalizeCard({ description: "no name", first_mes: "hi" })).toThrow(
      CHARACTER_COPY.cardWithoutName,
    );
    expect(() => normalizeCard({ spec: "chara_card_v2", data: { name: "  " } })).toThrow(
      CHARACTER_COPY.cardWithoutName,
    );
  });
});

describe("exportV2", () => {
  it("gives back what came in (unknown extensions, lorebook, extra top-level keys)", () => {
    const { data, topLevel } = normalizeCard({ ...v2, create_date: "2024-1-1" });
    const exported = exportV2(data.name, toStoredCard(data, topLevel));
    expect(exported).toEqual({ ...v2, create_date: "2024-1-1" });
  });

  it("fills the V2 defaults for a card stored with only some fields (seeded bots)", () => {
    const exported = exportV2("Luna", { first_mes: "Hi", description: "d", tags: ["x"] });
    expect(exported.spec).toBe("chara_card_v2");
    expect(exported.data).toMatchObject({
      name: "Luna",
      first_mes: "Hi",
      alternate_greetings: [],
      extensions: {},
      creator_notes: "",
    });
  });
});

describe("PNG chunks", () => {
  it("writes chunks with valid CRCs and reads them back; a damaged chunk is skipped", async () => {
    const png = withTextChunks(await plainPng(), [textChunk("chara", "abc"), itxtChunk("note", "héllo ✓")])!;
    expect(readTextChunks(png)?.get("chara")).toBe("abc");
    expect(readTextChunks(png)?.get("note")).toBe("héllo ✓");
    // The picture still decodes.
    expect((await sharp(Buffer.from(png)).metadata()).width).toBe(4);

    const chunks = readChunks(png)!;
    expect(chunks[0]!.type).toBe("IHDR");
    expect(chunks.at(-1)!.type).toBe("IEND");
    const broken = png.slice();
    const at = Buffer.from(broken).indexOf("chara");
    broken[at + 6] = defined(broken[at + 6], "the byte inside the chunk") ^ 0xff;
    expect(readTextChunks(broken)?.has("chara")).toBe(false);
  });

  it("reads compressed iTXt", async () => {
    const key = bytesOf("chara");
    const body = deflateSync(Buffer.from(b64(v2)));
    const data = new Uint8Array(key.length + 5 + body.length);
    data.set(key);
    data[key.length + 1] = 1; // compressed
    data.set(body, key.length + 5);
    const png = withTextChunks(await plainPng(), [{ type: "iTXt", data }])!;
    expect(readCardFile(png).data.name).toBe("Mira");
  });

  it("answers null for bytes that are not a PNG", () => {
    expect(readChunks(bytesOf("GIF89a"))).toBeNull();
  });
});

describe("readCardFile", () => {
  it("reads JSON cards (V1, V2, V3), with or without a byte-order mark", () => {
    expect(readCardFile(bytesOf(JSON.stringify({ name: "Flat", first_mes: "Hi" }))).data.name).toBe("Flat");
    expect(readCardFile(bytesOf(`\uFEFF${JSON.stringify(v2)}`)).data).toEqual(v2.data);
    const v3 = { spec: "chara_card_v3", spec_version: "3.0", data: { ...v2.data, name: "Three" } };
    expect(readCardFile(bytesOf(JSON.stringify(v3))).picture).toBeNull();
    expect(readCardFile(bytesOf(JSON.stringify(v3))).data.name).toBe("Three");
  });

  it("reads a PNG with chara (tEXt), with ccv3, and prefers ccv3 when both are there", async () => {
    const base = await plainPng();
    const chara = withTextChunks(base, [textChunk("chara", b64(v2))])!;
    const read = readCardFile(chara);
    expect(read.data).toEqual(v2.data);
    expect(read.picture).toEqual({ bytes: chara, kind: "png" });

    const v3 = { spec: "chara_card_v3", spec_version: "3.0", data: { ...v2.data, name: "Mira V3" } };
    expect(readCardFile(withTextChunks(base, [textChunk("ccv3", b64(v3))])!).data.name).toBe("Mira V3");
    const both = withTextChunks(base, [textChunk("chara", b64(v2)), textChunk("ccv3", b64(v3))])!;
    expect(readCardFile(both).data.name).toBe("Mira V3");
    // A broken ccv3 next to a good chara: the V2 card is read.
    const brokenV3 = withTextChunks(base, [textChunk("chara", b64(v2)), textChunk("ccv3", "###")])!;
    expect(readCardFile(brokenV3).data.name).toBe("Mira");
  });

  it("reads a card in an uncompressed iTXt chunk (UTF-8 names)", async () => {
    const card = { ...v2, data: { ...v2.data, name: "Zoë 星" } };
    const png = withTextChunks(await plainPng(), [itxtChunk("chara", b64(card))])!;
    expect(readCardFile(png).data.name).toBe("Zoë 星");
  });

  it("says why a file is refused", async () => {
    const base = await plainPng();
    const fails = (bytes: Uint8Array) => {
      try {
        readCardFile(bytes);
      } catch (err) {
        if (err instanceof CardError) return [err.status, err.message];
      }
      return null;
    };
    expect(fails(base)).toEqual([422, CHARACTER_COPY.pngWithoutCard]);
    expect(fails(withTextChunks(base, [textChunk("chara", "not*base64!")])!)).toEqual([
      422,
      CHARACTER_COPY.badBase64,
    ]);
    expect(fails(withTextChunks(base, [textChunk("chara", b64({ hello: 1 }))])!)).toEqual([
      422,
      CHARACTER_COPY.notACard,
    ]);
    expect(
      fails(withTextChunks(base, [textChunk("chara", b64({ spec: "chara_card_v2", data: {} }))])!),
    ).toEqual([422, CHARACTER_COPY.cardWithoutName]);
    expect(fails(bytesOf('{"not": "a card"}'))).toEqual([422, CHARACTER_COPY.notACard]);
    expect(fails(bytesOf("{ broken json"))).toEqual([422, CHARACTER_COPY.notACard]);
    expect(fails(bytesOf("GIF89a....."))).toEqual([415, CHARACTER_COPY.fileType]);
    expect(fails(Uint8Array.from([0xff, 0xfe, 0x00, 0x81]))).toEqual([415, CHARACTER_COPY.fileType]);
    expect(fails(new Uint8Array(10 * 1024 * 1024 + 1))).toEqual([413, CHARACTER_COPY.fileTooLarge]);
  });
});

describe("cardPng", () => {
  it("writes chara (V2) and ccv3 (V3) into the picture, replacing old card chunks; the round trip is exact", async () => {
    const { data, topLevel } = normalizeCard(v2);
    const old = withTextChunks(await plainPng(), [textChunk("chara", b64({ name: "Stale" }))])!;
    const dates = {
      createdAt: new Date("2025-01-02T03:04:05Z"),
      updatedAt: new Date("2025-02-03T04:05:06Z"),
    };
    const png = cardPng(old, data.name, toStoredCard(data, topLevel), dates)!;
    const texts = readTextChunks(png)!;
    expect(JSON.parse(Buffer.from(texts.get("chara")!, "base64").toString("utf8"))).toEqual(v2);
    const v3 = JSON.parse(Buffer.from(texts.get("ccv3")!, "base64").toString("utf8"));
    expect(v3).toMatchObject({ spec: "chara_card_v3", spec_version: "3.0", data: { name: "Mira" } });
    expect(v3.data.group_only_greetings).toEqual([]);
    const v3Only = {
      group_only_greetings: [],
      creation_date: dates.createdAt.getTime() / 1000,
      modification_date: dates.updatedAt.getTime() / 1000,
      assets: [{ type: "icon", uri: "ccdefault:", name: "main", ext: "png" }],
    };
    expect(v3.data).toMatchObject(v3Only);
    expect(readCardFile(png).data).toEqual({
      ...v2.data,
      ...v3Only,
      character_book: { ...lorebook, entries: lorebook.entries.map((e) => ({ ...e, use_regex: false })) },
    });
    expect(readChunks(png)!.filter((c) => c.type === "tEXt")).toHaveLength(2);
  });
});

describe("what a card file may cost", () => {
  const refusal = (bytes: Uint8Array) => {
    try {
      readCardFile(bytes);
    } catch (err) {
      if (err instanceof CardError) return [err.status, err.message];
      throw err;
    }
    return null;
  };
  const zeros = (bytes: number) => new Uint8Array(bytes);

  it("reads only the first chara and ccv3 chunks: other text chunks and later copies are never inflated", async () => {
    // Each of these unpacks to 8 MiB: inflating any three would pass the 16 MiB budget (a 413).
    const notes = [0, 1, 2].map((i) => ztxtChunk(`note${i}`, zeros(8 * MiB)));
    const laterCopies = [ztxtChunk("chara", zeros(8 * MiB)), ztxtChunk("CCV3", zeros(8 * MiB))];
    const png = withTextChunks(await plainPng(), [
      ...notes,
      textChunk("chara", b64(v2)),
      ...laterCopies,
      ...notes,
    ])!;
    expect(readCardFile(png).data.name).toBe("Mira");
  });

  it("a damaged card chunk is passed over for the next intact one", async () => {
    const [ihdr, ...rest] = readChunks(await plainPng())!;
    const png = writeChunks([
      ihdr!,
      textChunk("chara", b64({ name: "Broken" })),
      textChunk("chara", b64({ name: "Good" })),
      ...rest,
    ]);
    const at = Buffer.from(png).indexOf("chara");
    png[at + 8] = defined(png[at + 8], "a byte of the first card") ^ 0xff;
    expect(readCardFile(png).data.name).toBe("Good");
  });

  it("compressed text past 16 MiB in one file is a 413, counted across both card chunks", async () => {
    const base = await plainPng();
    const bomb = withTextChunks(base, [ztxtChunk("chara", zeros(CHARACTER_LIMITS.cardTextBytes + 1))])!;
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(refusal(bomb)).toEqual([413, CHARACTER_COPY.cardTextTooLarge]);

    // 9 MiB of unreadable ccv3, then a chara that would unpack to 9 MiB more: 18 MiB in all.
    const padded = (card: unknown) => {
      const text = b64(card);
      return new TextEncoder().encode(text + " ".repeat(9 * MiB - text.length));
    };
    const both = withTextChunks(base, [ztxtChunk("ccv3", zeros(9 * MiB)), ztxtChunk("chara", padded(v2))])!;
    expect(refusal(both)).toEqual([413, CHARACTER_COPY.cardTextTooLarge]);
    // Either alone is within the budget.
    expect(readCardFile(withTextChunks(base, [ztxtChunk("chara", padded(v2))])!).data.name).toBe("Mira");
  });

  it("a PNG of more chunks than any picture has is a 422", async () => {
    const [ihdr, ...rest] = readChunks(withTextChunks(await plainPng(), [textChunk("chara", b64(v2))])!)!;
    const filler = Array.from({ length: CHUNKS_MAX }, () => ({ type: "prVt", data: new Uint8Array(0) }));
    const png = writeChunks([ihdr!, ...filler, ...rest]);
    expect(refusal(png)).toEqual([422, CHARACTER_COPY.pngTooManyChunks]);
    expect(refusal(writeChunks([ihdr!, ...filler.slice(rest.length + 1), ...rest]))).toBeNull();
  });

  it("card JSON nested deeper than 64 levels is a 422, in a JSON file or a PNG", async () => {
    const card = (nested: string) =>
      `{"spec":"chara_card_v2","data":{"name":"Deep","extensions":{"x":${nested}}}}`;
    // The card's own object, data and extensions are 3 levels.
    expect(readCardFile(bytesOf(card(nestedJson(61)))).data.name).toBe("Deep");
    for (const text of [card(nestedJson(62)), card(nestedJson(50_000)), nestedJson(50_000)]) {
      expect(refusal(bytesOf(text))).toEqual([422, CHARACTER_COPY.cardTooDeep]);
      const png = withTextChunks(await plainPng(), [
        textChunk("chara", Buffer.from(text).toString("base64")),
      ])!;
      expect(refusal(png)).toEqual([422, CHARACTER_COPY.cardTooDeep]);
    }
    // Brackets inside strings are text, not nesting.
    const brackets = { ...v2, data: { ...v2.data, description: "[{".repeat(1000) } };
    expect(readCardFile(bytesOf(JSON.stringify(brackets))).data.description).toBe("[{".repeat(1000));
  });
});
