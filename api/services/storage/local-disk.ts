import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
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

export function createLocalDiskStorage(root: string): Storage {
  return {
    async put(key, data) {
      const file = safePath(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      try {
        const data = await readFile(safePath(root, key));
        const ext = key.split(".").pop() ?? "";
        return { data: new Uint8Array(data), contentType: TYPES[ext] ?? "application/octet-stream" };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(safePath(root, key), { force: true });
    },
  };
}
