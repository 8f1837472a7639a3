// Card import previews keep their file for an hour; one never saved is swept after that, at
// start-up and hourly (api/domain/characters/upload-sweep.ts), on the real local-disk storage. A
// file's age is its modification time, so tests set it with utimes instead of waiting an hour.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CHARACTER_COPY, CHARACTER_LIMITS } from "../../contract/characters";
import { loadConfig } from "../../api/config";
import { UPLOAD_FOLDER } from "../../api/domain/characters/import";
import {
  startUploadSweeps,
  sweepCardUploads,
  SWEEP_EVERY_MS,
} from "../../api/domain/characters/upload-sweep";
import { startApi } from "../../api/runtime";
import { createLocalDiskStorage } from "../../api/services/storage/local-disk";
import { createTestApi, freshPostgres, type TestApi } from "../support/api";
import { fileForm, jsonBytes } from "../support/characters";
import { createUser, type TestUser } from "../support/users";
import { sharedSecrets } from "../support/secrets";

let t: TestApi;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApi();
  user = await createUser(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const card = {
  spec: "chara_card_v2",
  spec_version: "2.0",
  data: { name: "Captain Wren", first_mes: "Ahoy!" },
};
const HOUR = CHARACTER_LIMITS.uploadTtlMs;

const uploadsDir = (dataDir: string) => path.join(dataDir, "uploads", UPLOAD_FOLDER);
const keptFiles = async () => (await t.services.storage.list(UPLOAD_FOLDER)).map((f) => f.key).sort();

/** A preview through the API: its upload id and the storage key of the file it keeps. */
async function preview() {
  const before = new Set(await keptFiles());
  const res = await t.call("POST", "/characters/import?dry_run=1", {
    token: user.token,
    form: fileForm(jsonBytes(card), "wren.json"),
  });
  expect(res.status).toBe(200);
  const key = (await keptFiles()).find((k) => !before.has(k))!;
  return { uploadId: res.body.data.upload_id as string, key };
}

/** Sets a kept file's last write `ms` before the services' clock. */
function age(dataDir: string, key: string, ms: number) {
  const when = new Date(t.services.now().getTime() - ms);
  utimesSync(path.join(dataDir, "uploads", key), when, when);
}

const save = (uploadId: string) =>
  t.call("POST", "/characters/import", { token: user.token, json: { upload_id: uploadId } });

describe("local-disk storage lists a folder", () => {
  const root = mkdtempSync(path.join(tmpdir(), "infinite-storage-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("with each file's key, last write and size; a folder not there is empty", async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put("card-uploads/a.bin", new Uint8Array(3), "application/octet-stream");
    await storage.put("card-uploads/b.bin", new Uint8Array(5), "application/octet-stream");
    await storage.put("avatars/c.webp", new Uint8Array(7), "image/webp");
    const when = new Date("2024-03-01T10:00:00Z");
    utimesSync(path.join(root, "card-uploads", "a.bin"), when, when);

    const listed = (await storage.list("card-uploads")).sort((x, y) => x.key.localeCompare(y.key));
    expect(listed.map(({ key, bytes }) => ({ key, bytes }))).toEqual([
      { key: "card-uploads/a.bin", bytes: 3 },
      { key: "card-uploads/b.bin", bytes: 5 },
    ]);
    expect(listed[0]!.modifiedAt.toISOString()).toBe(when.toISOString());
    expect(await storage.list("reports")).toEqual([]);
    await expect(storage.list("../etc")).rejects.toThrow("Invalid storage folder");
  });
});

describe("the preview sweep", () => {
  it("deletes a preview file older than its hour and keeps a fresh one, which still saves", async () => {
    const stale = await preview();
    const fresh = await preview();
    age(t.config.dataDir, stale.key, HOUR + 60_000);
    age(t.config.dataDir, fresh.key, HOUR - 60_000);

    const removed = await sweepCardUploads(t.services);
    expect(removed.files).toBe(1);
    expect(removed.bytes).toBe(jsonBytes(card).length);
    expect(await keptFiles()).toEqual([fresh.key]);

    const gone = await save(stale.uploadId);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(CHARACTER_COPY.uploadNotFound);
    expect((await save(fresh.uploadId)).status).toBe(201);
    expect(await keptFiles()).toEqual([]);
  });

  it("runs at once and then every hour, logging counts only", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const stale = await preview();
    age(t.config.dataDir, stale.key, HOUR + 1000);
    const sweeps = startUploadSweeps(t.services);
    try {
      await sweeps.first;
      expect(await keptFiles()).toEqual([]);

      const later = await preview();
      await vi.advanceTimersByTimeAsync(SWEEP_EVERY_MS);
      // Within its hour at the next sweep: kept.
      expect(await keptFiles()).toEqual([later.key]);
      t.advance(HOUR + 1000);
      await vi.advanceTimersByTimeAsync(SWEEP_EVERY_MS);
      await vi.waitFor(async () => expect(await keptFiles()).toEqual([]));
    } finally {
      sweeps.stop();
    }
    const lines = t.logs.filter((l) => l.startsWith("[card-uploads]"));
    expect(lines).toHaveLength(2);
    for (const line of lines)
      expect(line).toMatch(/^\[card-uploads\] swept 1 unused preview files \(\d+ bytes\)$/);
  });

  it("a started API sweeps what an earlier run left behind", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "infinite-sweep-"));
    const pg = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
    mkdirSync(uploadsDir(dataDir), { recursive: true });
    const left = path.join(uploadsDir(dataDir), "u1_abc_def.bin");
    const recent = path.join(uploadsDir(dataDir), "u1_ghi_jkl.bin");
    writeFileSync(left, "old preview");
    writeFileSync(recent, "new preview");
    const old = new Date(Date.now() - 2 * HOUR);
    utimesSync(left, old, old);
    const runtime = await startApi(
      loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        ...(pg ? { DATABASE_URL: pg.url, ...sharedSecrets() } : {}),
      }),
    );
    try {
      const storage = createLocalDiskStorage(path.join(dataDir, "uploads"));
      await vi.waitFor(async () =>
        expect((await storage.list(UPLOAD_FOLDER)).map((f) => f.key)).toEqual([
          `${UPLOAD_FOLDER}/u1_ghi_jkl.bin`,
        ]),
      );
    } finally {
      await runtime.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A real start-up migrates and seeds a database on disk: slower than the suite's template copy.
  }, 120_000);
});
