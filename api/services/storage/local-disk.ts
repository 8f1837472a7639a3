import * as fsPromises from "node:fs/promises";
import path from "node:path";
import type { Storage } from "./storage";

const TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** Keys look like "avatars/3f2a….png"; anything that could climb out of the folder is refused. */
function safePath(root: string, key: string) {
  if (!/^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return path.join(root, key);
}

/** The file calls the storage makes; a test hands in ones whose writes fail as a full disk's do. */
export type DiskCalls = Pick<typeof fsPromises, "mkdir" | "readFile" | "rm" | "writeFile">;

export function createLocalDiskStorage(root: string, fs: DiskCalls = fsPromises): Storage {
  return {
    async put(key, data) {
      const file = safePath(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        await fs.writeFile(file, data);
      } catch (err) {
        // A full disk leaves part of the file: no half picture is ever served.
        await fs.rm(file, { force: true }).catch(() => undefined);
        throw err;
      }
    },
    async get(key) {
      try {
        const data = await fs.readFile(safePath(root, key));
        const ext = key.split(".").pop() ?? "";
        return { data: new Uint8Array(data), contentType: TYPES[ext] ?? "application/octet-stream" };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.rm(safePath(root, key), { force: true });
    },
  };
}
