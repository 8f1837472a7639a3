import * as fsPromises from "node:fs/promises";
import path from "node:path";
import type { Storage, StoredFile } from "./storage";

const TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

const FOLDER = /^[a-z0-9-]+$/;
const FILE_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** Keys look like "avatars/3f2a….png"; anything that could climb out of the folder is refused. */
function safePath(root: string, key: string) {
  const [folder, name, ...rest] = key.split("/");
  if (!FOLDER.test(folder ?? "") || !FILE_NAME.test(name ?? "") || rest.length)
    throw new Error(`Invalid storage key: ${key}`);
  return path.join(root, key);
}

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

async function listFolder(root: string, folder: string, fs: DiskCalls): Promise<StoredFile[]> {
  if (!FOLDER.test(folder)) throw new Error(`Invalid storage folder: ${folder}`);
  let names: string[];
  try {
    names = await fs.readdir(path.join(root, folder));
  } catch (err) {
    if (missing(err)) return [];
    throw err;
  }
  const files: StoredFile[] = [];
  for (const name of names.filter((n) => FILE_NAME.test(n))) {
    try {
      const info = await fs.stat(path.join(root, folder, name));
      if (info.isFile()) files.push({ key: `${folder}/${name}`, modifiedAt: info.mtime, bytes: info.size });
    } catch (err) {
      // Deleted between the listing and now: it is simply not there any more.
      if (!missing(err)) throw err;
    }
  }
  return files;
}

/** The file calls the storage makes; a test hands in ones whose writes fail as a full disk's do. */
export type DiskCalls = Pick<
  typeof fsPromises,
  "mkdir" | "readdir" | "readFile" | "rm" | "stat" | "writeFile"
>;

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
    list: (folder) => listFolder(root, folder, fs),
  };
}
