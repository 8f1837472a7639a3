// A zip archive, as far as CharX cards need it: the central directory is read to find files by
// name, and only the files asked for are unpacked. Like the PNG reader (./png.ts), a file is read
// within limits, because a 10 MB zip can list a hundred thousand files or hold one that unpacks to
// gigabytes: the directory's entries are counted before any is read, and every file unpacked takes
// from one running budget; zlib stops as soon as a file passes what is left of it. Each file's
// declared size and CRC are checked. Only what CharX writers produce is read: stored or deflated
// files, one disk, no ZIP64, no encryption.
import { crc32, inflateRawSync } from "node:zlib";
import { CHARACTER_LIMITS } from "../../../contract/characters";
import type { TextBudget } from "./png";

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_SIZE = 22;
const COMMENT_MAX = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;
const UTF8_FLAG = 0x800;

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** An archive past a limit: more entries than CHARACTER_LIMITS.charxEntries, or more unpacked bytes than its budget. */
export class ZipLimitError extends Error {
  constructor(readonly limit: "entries" | "size") {
    super(limit === "entries" ? "too many zip entries" : "zip content over its budget");
  }
}

/** Bytes that are not a zip this reader takes (damaged, encrypted, split, ZIP64, unknown method). */
export class ZipFormatError extends Error {}

const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];

/** Whether the bytes start like a zip archive (a file, or the end record of an empty archive). */
export const isZip = (bytes: Uint8Array) => ZIP_SIGNATURES.some((sig) => sig.every((b, i) => bytes[i] === b));

const utf8 = new TextDecoder("utf-8");
const latin1 = new TextDecoder("latin1");

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Where the end-of-central-directory record starts: searched from the end, past any comment. */
function findEnd(bytes: Uint8Array, view: DataView): number {
  const lowest = Math.max(0, bytes.length - END_SIZE - COMMENT_MAX);
  for (let at = bytes.length - END_SIZE; at >= lowest; at--) {
    if (
      view.getUint32(at, true) === END_OF_DIRECTORY &&
      at + END_SIZE + view.getUint16(at + 20, true) <= bytes.length
    )
      return at;
  }
  throw new ZipFormatError("no end of central directory");
}

/**
 * The archive's files as its central directory lists them, in order. ZipLimitError past
 * CHARACTER_LIMITS.charxEntries (counted from the end record, before any entry is read).
 */
export function listEntries(
  bytes: Uint8Array,
  maxEntries: number = CHARACTER_LIMITS.charxEntries,
): ZipEntry[] {
  const view = viewOf(bytes);
  const end = findEnd(bytes, view);
  const disk = view.getUint16(end + 4, true);
  const directoryDisk = view.getUint16(end + 6, true);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (disk !== 0 || directoryDisk !== 0) throw new ZipFormatError("split archive");
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipFormatError("ZIP64");
  if (count > maxEntries) throw new ZipLimitError("entries");
  if (directoryOffset + directorySize > end) throw new ZipFormatError("directory past its end");

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_HEADER)
      throw new ZipFormatError("damaged directory");
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (next > end) throw new ZipFormatError("damaged directory");
    const rawName = bytes.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      name: (flags & UTF8_FLAG ? utf8 : latin1).decode(rawName),
      method: view.getUint16(at + 10, true),
      flags,
      crc: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at = next;
  }
  return entries;
}

/** The entry's stored bytes, found through its local header. */
function storedBytes(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = viewOf(bytes);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER)
    throw new ZipFormatError("damaged local header");
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipFormatError("file past the archive's end");
  return bytes.subarray(start, end);
}

/**
 * One file's content, unpacked within what is left of `budget` (ZipLimitError when its size does
 * not fit). ZipFormatError when it is encrypted, packed some other way, or does not match its
 * declared size and CRC.
 */
export function readEntry(bytes: Uint8Array, entry: ZipEntry, budget: TextBudget): Uint8Array {
  if (entry.flags & ENCRYPTED_FLAG) throw new ZipFormatError("encrypted");
  if (entry.method !== STORED && entry.method !== DEFLATED) throw new ZipFormatError("unknown method");
  if (entry.size > budget.left) throw new ZipLimitError("size");
  const packed = storedBytes(bytes, entry);
  let out: Uint8Array;
  if (entry.method === STORED) out = packed;
  else {
    try {
      // Never more than the declared size: a file that unpacks to more lies about it and is refused.
      out = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw new ZipFormatError("does not inflate to its declared size");
    }
  }
  if (out.length !== entry.size || crc32(out) !== entry.crc) throw new ZipFormatError("size or CRC mismatch");
  budget.left -= out.length;
  return out;
}
