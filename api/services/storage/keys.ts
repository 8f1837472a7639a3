// What every storage accepts as a key ("avatars/3f2a….png": one folder, one file name) and the
// content type a key's extension stands for. Anything that could climb out of a folder, on a disk
// or in a bucket, is refused the same way by both.
const TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

const FOLDER = /^[a-z0-9-]+$/;
export const FILE_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** `key` itself, or an error when it is not one folder and one file name. */
export function checkedKey(key: string): string {
  const [folder, name, ...rest] = key.split("/");
  if (!FOLDER.test(folder ?? "") || !FILE_NAME.test(name ?? "") || rest.length)
    throw new Error(`Invalid storage key: ${key}`);
  return key;
}

export function checkedFolder(folder: string): string {
  if (!FOLDER.test(folder)) throw new Error(`Invalid storage folder: ${folder}`);
  return folder;
}

/** By the key's extension: what the local disk serves, and a bucket's answer without a type. */
export const contentTypeOf = (key: string) => TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream";
