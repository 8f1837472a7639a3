// The upload storage's contract, the same on the local disk (the default) and on a real
// S3-compatible server on loopback (STORAGE_URL): what is put comes back with its type, listings
// name only a folder's files, deletes delete, and keys that could climb out of a folder are refused.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../api/config";
import { createLocalDiskStorage } from "../../api/services/storage/local-disk";
import { createS3Storage, describeS3, parseStorageUrl } from "../../api/services/storage/s3";
import type { Storage } from "../../api/services/storage/storage";
import { startS3, type TestS3 } from "../support/s3";

let s3: TestS3;
let folder: string;

beforeAll(async () => {
  s3 = await startS3();
  folder = mkdtempSync(path.join(tmpdir(), "infinite-storage-"));
});
afterAll(async () => {
  await s3?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe.each([
  ["the local disk", () => createLocalDiskStorage(path.join(folder, "uploads"))],
  ["an S3 bucket", () => createS3Storage(parseStorageUrl(s3.storageUrl()))],
  ["a folder of an S3 bucket", () => createS3Storage(parseStorageUrl(s3.storageUrl({ prefix: "site/one" })))],
])("uploads on %s", (_name, make: () => Storage) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = make();
    await storage.connect?.();
  });

  it("gives back what was put, with its type, and lists the folder's files", async () => {
    const key = `avatars/${Math.random().toString(36).slice(2)}.png`;
    await storage.put(key, PNG, "image/png");
    await storage.put("reports/shot.webp", new Uint8Array([9]), "image/webp");
    const found = await storage.get(key);
    expect(found?.contentType).toBe("image/png");
    expect([...(found?.data ?? [])]).toEqual([...PNG]);
    const listed = await storage.list("avatars");
    expect(listed.map((f) => f.key)).toContain(key);
    const entry = listed.find((f) => f.key === key);
    expect(entry?.bytes).toBe(PNG.length);
    expect(entry?.modifiedAt).toBeInstanceOf(Date);
    expect((await storage.list("reports")).map((f) => f.key)).toEqual(["reports/shot.webp"]);
    expect(await storage.list("nothing-here")).toEqual([]);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect((await storage.list("avatars")).map((f) => f.key)).not.toContain(key);
  });

  it("answers null for a file that is not there, and refuses keys outside one folder", async () => {
    expect(await storage.get("avatars/missing.png")).toBeNull();
    expect(await storage.get("../secrets/x.png")).toBeNull();
    await expect(storage.put("../escape.png", PNG, "image/png")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put("avatars/a/b.png", PNG, "image/png")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.list("../up")).rejects.toThrow(/Invalid storage folder/);
  });
});

describe("STORAGE_URL", () => {
  it("names the bucket, its folder, the endpoint and the region; credentials from the URL", () => {
    const settings = parseStorageUrl(
      "s3://AKID:se%2Fcret@media.example/uploads/?endpoint=https%3A%2F%2Facc.r2.example&region=auto",
    );
    expect(settings).toEqual({
      bucket: "media.example",
      prefix: "uploads",
      endpoint: "https://acc.r2.example",
      region: "auto",
      credentials: { accessKeyId: "AKID", secretAccessKey: "se/cret" },
      forcePathStyle: true,
    });
    // AWS itself: no endpoint, virtual-hosted buckets, the SDK's own credentials.
    expect(parseStorageUrl("s3://my-bucket?region=eu-west-1")).toMatchObject({
      endpoint: undefined,
      region: "eu-west-1",
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(describeS3(settings)).toBe(
      "S3 bucket media.example/uploads at https://acc.r2.example (STORAGE_URL)",
    );
    expect(describeS3(settings)).not.toContain("AKID");
  });

  it("refuses what is not an s3:// URL naming a bucket, with one sentence naming STORAGE_URL", () => {
    for (const bad of ["https://bucket", "s3://", "not a url", "s3://b?endpoint=ftp://x"]) {
      expect(() => parseStorageUrl(bad)).toThrow(ConfigError);
      expect(() => parseStorageUrl(bad)).toThrow(/^Invalid configuration: STORAGE_URL /);
    }
  });

  it("stops start-up when the bucket does not answer", async () => {
    const missing = createS3Storage(parseStorageUrl(s3.storageUrl({ bucket: "no-such-bucket" })));
    const err = await missing.connect!().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(
      /^Cannot reach the bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ \(STORAGE_URL\)/,
    );
  });
});
