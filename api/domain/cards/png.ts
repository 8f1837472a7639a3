// PNG chunks, as far as character cards need them: the card travels in a text chunk (tEXt, or iTXt
// and zTXt from some tools) next to the image. Each chunk's CRC is checked; a damaged chunk is
// skipped rather than trusted. Compressed text is inflated with a cap, so a small file cannot
// unpack into gigabytes.
import { crc32, inflateSync } from "node:zlib";

export const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Most bytes a compressed text chunk may inflate to (a card's JSON is far smaller). */
const INFLATE_MAX = 8 * 1024 * 1024;

export interface PngChunk {
  type: string;
  data: Uint8Array;
}

export const isPng = (bytes: Uint8Array) =>
  bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b);

/** Every chunk with a good CRC, in file order; null when the bytes are not a PNG at all. */
export function readChunks(bytes: Uint8Array): PngChunk[] | null {
  if (!isPng(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: PngChunk[] = [];
  let at = PNG_SIGNATURE.length;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) break;
    const typeAndData = bytes.subarray(at + 4, at + 8 + length);
    const type = String.fromCharCode(...typeAndData.subarray(0, 4));
    if (crc32(typeAndData) === view.getUint32(at + 8 + length)) {
      chunks.push({ type, data: typeAndData.subarray(4) });
    }
    at = end;
    if (type === "IEND") break;
  }
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

const latin1 = new TextDecoder("latin1");
const utf8 = new TextDecoder("utf-8");

function inflate(data: Uint8Array): Uint8Array | null {
  try {
    return new Uint8Array(inflateSync(data, { maxOutputLength: INFLATE_MAX }));
  } catch {
    return null;
  }
}

/** One text chunk's keyword and text, or null for other chunks and unreadable ones. */
export function textOf(chunk: PngChunk): { keyword: string; text: string } | null {
  const { type, data } = chunk;
  if (type !== "tEXt" && type !== "iTXt" && type !== "zTXt") return null;
  const nul = data.indexOf(0);
  if (nul < 1) return null;
  const keyword = latin1.decode(data.subarray(0, nul));
  if (type === "tEXt") return { keyword, text: latin1.decode(data.subarray(nul + 1)) };
  if (type === "zTXt") {
    const inflated = inflate(data.subarray(nul + 2));
    return inflated ? { keyword, text: latin1.decode(inflated) } : null;
  }
  // iTXt: keyword NUL, compression flag, method, language NUL, translated keyword NUL, UTF-8 text.
  const compressed = data[nul + 1] === 1;
  const languageEnd = data.indexOf(0, nul + 3);
  const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
  if (translatedEnd < 0) return null;
  const body = data.subarray(translatedEnd + 1);
  const text = compressed ? inflate(body) : body;
  return text ? { keyword, text: utf8.decode(text) } : null;
}

/** The text chunks of a PNG by keyword (lower case); the first of each keyword wins. */
export function readTextChunks(bytes: Uint8Array): Map<string, string> | null {
  const chunks = readChunks(bytes);
  if (!chunks) return null;
  const texts = new Map<string, string>();
  for (const chunk of chunks) {
    const found = textOf(chunk);
    if (found && !texts.has(found.keyword.toLowerCase())) texts.set(found.keyword.toLowerCase(), found.text);
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
  const replaced = new Set(texts.map((t) => textOf(t)?.keyword.toLowerCase()));
  const kept = chunks.filter((c) => c.type !== "IEND" && !replaced.has(textOf(c)?.keyword.toLowerCase()));
  return writeChunks([...kept, ...texts, { type: "IEND", data: new Uint8Array(0) }]);
}
