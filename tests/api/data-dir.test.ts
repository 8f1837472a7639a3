// A DATA_DIR the server cannot write stops start-up with one sentence naming the folder and the
// cause, and an upload that finds the disk full answers 507. Real folders that refuse writes: a
// file where the folder should be, a folder this process may not write (chmod, or /sys/kernel
// when the tests run as root, who ignores permissions), and a folder whose write-check file
// leads to /dev/full, where the kernel answers every write with ENOSPC.
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  chmodSync,
} from "node:fs";
import * as fsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataDirProblem, WRITE_CHECK_FILE } from "../../contract/data-dir";
import { createApi } from "../../api/app";
import { ConfigError, loadConfig } from "../../api/config";
import { startApi } from "../../api/runtime";
import { createLocalDiskStorage } from "../../api/services/storage/local-disk";
import { createTestApi, type TestApi } from "../support/api";
import { image } from "../support/images";
import { createUser } from "../support/users";

const scratch = mkdtempSync(path.join(tmpdir(), "infinite-data-dir-"));
afterAll(() => {
  chmodSync(path.join(scratch, "locked"), 0o755);
  rmSync(scratch, { recursive: true, force: true });
});

const aFile = path.join(scratch, "a-file");
writeFileSync(aFile, "not a folder");

/** A folder this process cannot write to. */
function readOnlyFolder(): string {
  const locked = path.join(scratch, "locked");
  mkdirSync(locked);
  chmodSync(locked, 0o555);
  const isRoot = process.getuid?.() === 0;
  // Root writes through any mode bits; sysfs refuses new files to everyone.
  return isRoot ? "/sys/kernel" : locked;
}

/** A folder on a "full disk": the write check's file leads to /dev/full. */
function fullFolder(): string {
  const full = path.join(scratch, "full");
  mkdirSync(full);
  symlinkSync("/dev/full", path.join(full, WRITE_CHECK_FILE));
  return full;
}

const cases = [
  ["a file", () => aFile, "is not a folder (a file is in the way)"],
  ["a path through a file", () => path.join(aFile, "data"), "is not a folder (a file is in the way)"],
  ["read-only", readOnlyFolder, "is read-only for this process (permission denied)"],
  ["full", fullFolder, "is full (no space left on its disk)"],
] as const;

describe("start-up with a DATA_DIR it cannot write", () => {
  const folders = new Map<string, string>();
  beforeAll(() => {
    for (const [name, make] of cases) folders.set(name, make());
  });

  it.each(cases)(
    "refuses %s with one sentence naming the folder and the cause",
    async (name, _make, cause) => {
      const folder = folders.get(name)!;
      const err = await startApi(loadConfig({ NODE_ENV: "test", DATA_DIR: folder })).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toBe(
        `DATA_DIR ${folder} ${cause}: Infinite cannot start until it can write there.`,
      );
    },
  );

  it.each(["server/index.js", "scripts/start.js"])(
    "says so from %s too, as one line on stderr and no stack trace",
    async (script) => {
      const folder = folders.get("read-only")!;
      const child = spawn(process.execPath, [script], {
        env: { ...process.env, NODE_ENV: "production", DATA_DIR: folder, PORT: "0" },
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d) => (stdout += d));
      child.stderr.on("data", (d) => (stderr += d));
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toBe(
        `DATA_DIR ${folder} is read-only for this process (permission denied): Infinite cannot start until it can write there.\n`,
      );
    },
  );

  it("takes a writable folder, making it when missing, and leaves nothing behind", () => {
    const fresh = path.join(scratch, "fresh", "data");
    expect(dataDirProblem(fresh)).toBeNull();
    expect(readdirSync(fresh)).toEqual([]);
    // The full folder's write check cleaned its own file up as well.
    expect(existsSync(path.join(folders.get("full")!, WRITE_CHECK_FILE))).toBe(false);
  });
});

describe("an upload when the disk is full", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  it('answers 507 "The server is out of space", logs it, and keeps no partial file', async () => {
    const root = path.join(t.config.dataDir, "uploads");
    // Every write goes to /dev/full, which answers with ENOSPC as a full disk does.
    const storage = createLocalDiskStorage(root, {
      ...fsPromises,
      writeFile: (_file, data) => fsPromises.writeFile("/dev/full", data),
    });
    const api = createApi({ ...t.services, storage });
    const user = await createUser(t);
    const form = new FormData();
    form.set("first_name", "Ada");
    form.set("last_name", "Lovelace");
    form.set("bio", "");
    form.set("avatar", new File([await image("png", 64, 64)], "me.png", { type: "image/png" }));
    const res = await api.fetch(
      new Request("http://test.local/api/v1/auth/profile", {
        method: "POST",
        headers: { Authorization: `Bearer ${user.token}` },
        body: form,
      }),
      { clientIp: "127.0.0.1" },
    );
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({ success: false, message: "The server is out of space", code: 507 });
    expect(t.logs).toContainEqual(
      expect.stringMatching(/^\[api\] POST \/api\/v1\/auth\/profile out of space: .*ENOSPC/),
    );
    expect(existsSync(path.join(root, "avatars")) ? readdirSync(path.join(root, "avatars")) : []).toEqual([]);
  });
});
