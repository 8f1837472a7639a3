// What one card file may cost the server, on every import path (POST /characters/import with a
// file, with ?dry_run=1, and saving a preview by its upload_id): a PNG whose compressed text chunks
// unpack to gigabytes, card JSON nested 50,000 deep, and the hourly count of card files read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHARACTER_COPY, CHARACTER_LIMITS } from "../../contract/characters";
import { textChunk, withTextChunks } from "../../api/domain/cards/png";
import { createTestApi, type TestApi } from "../support/api";
import { MiB, nestedJson, textBombPng, ztxtChunk } from "../support/card-bombs";
import { base64Json, fileForm, jsonBytes } from "../support/characters";
import { image } from "../support/images";
import { createUser, type TestUser } from "../support/users";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const card = {
  spec: "chara_card_v2",
  spec_version: "2.0",
  data: { name: "Captain Wren", first_mes: "Ahoy, {{user}}!", tags: ["Adventure"] },
};

const importFile = (user: TestUser, bytes: Uint8Array, name: string, query = "") =>
  t.call("POST", `/characters/import${query}`, { token: user.token, form: fileForm(bytes, name) });

const PATHS = [
  ["import", ""],
  ["preview", "?dry_run=1"],
] as const;

/** The highest resident memory this process has had, in MB. */
const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

async function expectHealthy(user: TestUser) {
  expect((await t.call("GET", "/health")).status).toBe(200);
  const res = await importFile(user, jsonBytes(card), "wren.json");
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

describe("a decompression bomb", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t);
    // A real card padded to 10 MB, read on both paths first: what any upload of that size costs is
    // in the baseline, so what is measured below is what the bomb adds.
    const png = withTextChunks(await image("png", 16, 16), [textChunk("chara", base64Json(card))])!;
    const padded = new Uint8Array(CHARACTER_LIMITS.importBytes);
    padded.set(png);
    for (const [, query] of PATHS)
      expect((await importFile(user, padded, "big.png", query)).status).toBeLessThan(300);
  });

  it.each([
    ["chunks of other keywords", (i: number) => `comment${i}`, CHARACTER_COPY.pngWithoutCard],
    ["chara and ccv3 chunks", (i: number) => (i % 2 ? "chara" : "ccv3"), CHARACTER_COPY.badBase64],
  ])(
    "10 MB of compressed %s (8 MiB each unpacked) is refused on both paths; memory stays flat",
    async (_label, keyword, message) => {
      const { png, chunks } = await textBombPng(keyword);
      expect(chunks).toBeGreaterThan(1200);
      const before = peakRssMb();
      for (const [, query] of PATHS) {
        const res = await importFile(user, png, "bomb.png", query);
        expect(res.status).toBe(422);
        expect(res.body.message).toBe(message);
        expect(res.body.errors.file).toEqual([message]);
      }
      // The bomb unpacks to over 9 GiB: a guard that let it through would reach gigabytes. A working one
      // peaks 15–90 MB above the 10 MB baseline, by when the collector runs (110 MB once on Node 22
      // under load), so the line sits well above that and far below a broken guard.
      expect(peakRssMb() - before).toBeLessThan(200);
      await expectHealthy(user);
    },
  );

  it("a card chunk unpacking past 16 MiB is a 413 on both paths", async () => {
    const chunk = ztxtChunk("chara", new Uint8Array(CHARACTER_LIMITS.cardTextBytes + MiB));
    const png = withTextChunks(await image("png", 16, 16), [chunk])!;
    const before = peakRssMb();
    for (const [, query] of PATHS) {
      const res = await importFile(user, png, "bomb.png", query);
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(CHARACTER_COPY.cardTextTooLarge);
    }
    expect(peakRssMb() - before).toBeLessThan(100);
    await expectHealthy(user);
  });
});

describe("card JSON nested 50,000 deep", () => {
  const deepCard = `{"spec":"chara_card_v2","data":{"name":"Deep","first_mes":"Hi","extensions":{"x":${nestedJson(50_000)}}}}`;
  const files: [string, () => Promise<Uint8Array>, string][] = [
    ["a JSON file", async () => new TextEncoder().encode(deepCard), "deep.json"],
    [
      "a JSON file that is only arrays",
      async () => new TextEncoder().encode(nestedJson(50_000)),
      "deep.json",
    ],
    [
      "a PNG card",
      async () =>
        withTextChunks(await image("png", 16, 16), [
          textChunk("chara", Buffer.from(deepCard).toString("base64")),
        ])!,
      "deep.png",
    ],
  ];

  it.each(files)("%s is a 422 that says so, on import and preview", async (_label, make, name) => {
    const user = await createUser(t);
    for (const [, query] of PATHS) {
      const res = await importFile(user, await make(), name, query);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(CHARACTER_COPY.cardTooDeep);
      expect(res.body.errors.file).toEqual([CHARACTER_COPY.cardTooDeep]);
    }
    await expectHealthy(user);
  });
});

describe("card files read per member and hour", () => {
  it("every path counts, refused files too: past the limit import, preview and saving answer 429", async () => {
    const user = await createUser(t);
    const preview = await importFile(user, jsonBytes(card), "wren.json", "?dry_run=1");
    expect(preview.status).toBe(200);
    for (let i = 1; i < CHARACTER_LIMITS.importsPerHour; i++)
      expect((await importFile(user, jsonBytes({ hello: i }), "x.json")).status).toBe(422);

    const save = () =>
      t.call("POST", "/characters/import", {
        token: user.token,
        json: { upload_id: preview.body.data.upload_id },
      });
    for (const res of [
      await importFile(user, jsonBytes(card), "wren.json"),
      await importFile(user, jsonBytes(card), "wren.json", "?dry_run=1"),
      await save(),
    ]) {
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(CHARACTER_COPY.importTooFast);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }

    // Another member is not held back.
    expect((await importFile(await createUser(t), jsonBytes(card), "wren.json")).status).toBe(201);
    t.advance(3600 * 1000);
    expect((await importFile(user, jsonBytes(card), "wren.json")).status).toBe(201);
  });
});
