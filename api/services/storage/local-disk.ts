import * as fsPromises from "node:fs/promises";
import path from "node:path";
import { checkedFolder, checkedKey, contentTypeOf, FILE_NAME } from "./keys";
import type { Storage, StoredFile } from "./storage";

/** The file of `key` under `root`; a key that could climb out of its folder is refused. */
const safePath = (root: string, key: string) => path.join(root, checkedKey(key));

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

async function listFolder(root: string, folder: string, fs: DiskCalls): Promise<StoredFile[]> {
  checkedFolder(folder);
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
        return { data: new Uint8Array(data), contentType: contentTypeOf(key) };
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
