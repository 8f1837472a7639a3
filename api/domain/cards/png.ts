// PNG chunks, as far as character cards need them: the card travels in a text chunk (tEXt, or iTXt
// and zTXt from some tools) next to the image. Each chunk's CRC is checked; a damaged chunk is
// skipped rather than trusted. A file is read within limits, because a 10 MB upload can hold a
// thousand compressed chunks that each unpack to megabytes: the chunks are counted, only the text
// chunks asked for are decoded (the first intact one of each keyword), and compressed text is
// inflated against one running budget for the whole file.
import { crc32, inflateSync } from "node:zlib";
import { CHARACTER_LIMITS } from "../../../contract/characters";

export const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Most chunks a file may have. Encoders split the image into IDAT chunks of 8 KB or more, so a 10 MB
 * picture has about 1,300; this leaves room for far smaller ones.
 */
export const CHUNKS_MAX = 16_384;

export interface PngChunk {
  type: string;
  data: Uint8Array;
}

/** A file past one of the reader's limits: too many chunks, or more text than the budget. */
export class PngLimitError extends Error {
  constructor(readonly limit: "chunks" | "text") {
    super(limit === "chunks" ? `more than ${CHUNKS_MAX} PNG chunks` : "PNG text over its budget");
  }
}

/** Bytes of text a file may still decode to; every chunk read takes from it. */
export interface TextBudget {
  left: number;
}

/** A budget for one file's text: a card's JSON is far smaller than CHARACTER_LIMITS.cardTextBytes. */
export const textBudget = (bytes: number = CHARACTER_LIMITS.cardTextBytes): TextBudget => ({ left: bytes });

export const isPng = (bytes: Uint8Array) =>
  bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b);

const latin1 = new TextDecoder("latin1");
const utf8 = new TextDecoder("utf-8");

/**
 * The chunks as laid out, up to IEND or where the bytes run out, with their CRC not yet checked
 * (checking costs a pass over the data, so only chunks that are used are checked). Past CHUNKS_MAX
 * chunks it throws PngLimitError.
 */
function* layout(bytes: Uint8Array): Generator<PngChunk & { intact(): boolean }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = PNG_SIGNATURE.length;
  for (let count = 1; at + 12 <= bytes.length; count++) {
    if (count > CHUNKS_MAX) throw new PngLimitError("chunks");
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return;
    const typeAndData = bytes.subarray(at + 4, at + 8 + length);
    const type = latin1.decode(typeAndData.subarray(0, 4));
    const crc = view.getUint32(at + 8 + length);
    yield { type, data: typeAndData.subarray(4), intact: () => crc32(typeAndData) === crc };
    at = end;
    if (type === "IEND") return;
  }
}

/** Every chunk with a good CRC, in file order; null when the bytes are not a PNG at all. */
export function readChunks(bytes: Uint8Array): PngChunk[] | null {
  if (!isPng(bytes)) return null;
  const chunks: PngChunk[] = [];
  for (const { type, data, intact } of layout(bytes)) if (intact()) chunks.push({ type, data });
  return chunks;
}

function encodeChunk({ type, data }: PngChunk): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A PNG file made of these chunks (the caller keeps IHDR first and IEND last). */
export function writeChunks(chunks: readonly PngChunk[]): Uint8Array<ArrayBuffer> {
  const parts = [PNG_SIGNATURE, ...chunks.map(encodeChunk)];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const TEXT_TYPES = new Set(["tEXt", "iTXt", "zTXt"]);

/** A text chunk's keyword (1 to 79 Latin-1 characters before a NUL), read without touching its text. */
function keywordOf({ type, data }: PngChunk): string | null {
  if (!TEXT_TYPES.has(type)) return null;
  const nul = data.subarray(0, 80).indexOf(0);
  return nul < 1 ? null : latin1.decode(data.subarray(0, nul));
}

/** Takes `bytes` from the budget, or throws PngLimitError when they do not fit. */
function spend(budget: TextBudget, bytes: number) {
  if (bytes > budget.left) throw new PngLimitError("text");
  budget.left -= bytes;
}

/**
 * Inflates within what is left of the budget. zlib inflates piece by piece and stops as soon as the
 * output passes the limit, so a bomb costs the budget and no more. Null for data that is not zlib.
 */
function inflate(data: Uint8Array, budget: TextBudget): Uint8Array | null {
  if (budget.left < 1) throw new PngLimitError("text");
  let out: Buffer;
  try {
    out = inflateSync(data, { maxOutputLength: budget.left });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ERR_BUFFER_TOO_LARGE") return null;
    // What was inflated before zlib stopped counts: the file's budget is spent.
    budget.left = 0;
    throw new PngLimitError("text");
  }
  spend(budget, out.length);
  return out;
}

/**
 * One text chunk's keyword and text, or null for other chunks and unreadable ones. The text is taken
 * from `budget` (PngLimitError when it runs out).
 */
export function textOf(chunk: PngChunk, budget: TextBudget): { keyword: string; text: string } | null {
  const keyword = keywordOf(chunk);
  if (keyword === null) return null;
  const { type, data } = chunk;
  const start = keyword.length + 1;
  if (type === "tEXt") {
    spend(budget, data.length - start);
    return { keyword, text: latin1.decode(data.subarray(start)) };
  }
  if (type === "zTXt") {
    const inflated = inflate(data.subarray(start + 1), budget);
    return inflated ? { keyword, text: latin1.decode(inflated) } : null;
  }
  // iTXt: keyword NUL, compression flag, method, language NUL, translated keyword NUL, UTF-8 text.
  const compressed = data[start] === 1;
  const languageEnd = data.indexOf(0, start + 2);
  const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
  if (translatedEnd < 0) return null;
  const body = data.subarray(translatedEnd + 1);
  if (!compressed) spend(budget, body.length);
  const text = compressed ? inflate(body, budget) : body;
  return text ? { keyword, text: utf8.decode(text) } : null;
}

/**
 * The first intact text chunk of each of these keywords (lower case; matched case-insensitively),
 * found without decoding any chunk's text; null when the bytes are not a PNG. PngLimitError past
 * CHUNKS_MAX chunks.
 */
export function findTextChunks(bytes: Uint8Array, keywords: readonly string[]): Map<string, PngChunk> | null {
  if (!isPng(bytes)) return null;
  const wanted = new Set(keywords);
  const found = new Map<string, PngChunk>();
  for (const chunk of layout(bytes)) {
    const keyword = keywordOf(chunk)?.toLowerCase();
    if (keyword && wanted.has(keyword) && !found.has(keyword) && chunk.intact())
      found.set(keyword, { type: chunk.type, data: chunk.data });
  }
  return found;
}

/**
 * The text chunks of a PNG by keyword (lower case); the first of each keyword wins. All of them
 * share one budget, so this too stays within CHARACTER_LIMITS.cardTextBytes (PngLimitError past it).
 */
export function readTextChunks(bytes: Uint8Array, budget = textBudget()): Map<string, string> | null {
  const chunks = readChunks(bytes);
  if (!chunks) return null;
  const texts = new Map<string, string>();
  for (const chunk of chunks) {
    const keyword = keywordOf(chunk)?.toLowerCase();
    if (keyword === undefined || texts.has(keyword)) continue;
    const found = textOf(chunk, budget);
    if (found) texts.set(keyword, found.text);
  }
  return texts;
}

/** A tEXt chunk (Latin-1: callers pass ASCII such as base64). */
export function textChunk(keyword: string, text: string): PngChunk {
  const data = new Uint8Array(keyword.length + 1 + text.length);
  for (let i = 0; i < keyword.length; i++) data[i] = keyword.charCodeAt(i) & 0xff;
  for (let i = 0; i < text.length; i++) data[keyword.length + 1 + i] = text.charCodeAt(i) & 0xff;
  return { type: "tEXt", data };
}

/** An uncompressed iTXt chunk: UTF-8 text, no language. */
export function itxtChunk(keyword: string, text: string): PngChunk {
  const key = new TextEncoder().encode(keyword);
  const body = new TextEncoder().encode(text);
  const data = new Uint8Array(key.length + 5 + body.length);
  data.set(key, 0);
  // NUL, compression flag 0, method 0, empty language NUL, empty translated keyword NUL.
  data.set(body, key.length + 5);
  return { type: "iTXt", data };
}

/**
 * The PNG with these text chunks in place of any text chunks of the same keywords (case-insensitive),
 * just before IEND. Null when the bytes are not a readable PNG.
 */
export function withTextChunks(png: Uint8Array, texts: readonly PngChunk[]): Uint8Array<ArrayBuffer> | null {
  const chunks = readChunks(png);
  if (!chunks || chunks[0]?.type !== "IHDR") return null;
  const replaced = new Set(texts.map((t) => keywordOf(t)?.toLowerCase()));
  const kept = chunks.filter((c) => c.type !== "IEND" && !replaced.has(keywordOf(c)?.toLowerCase()));
  return writeChunks([...kept, ...texts, { type: "IEND", data: new Uint8Array(0) }]);
}
