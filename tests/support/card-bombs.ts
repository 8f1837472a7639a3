// Hostile card files, built in code: PNGs whose compressed text chunks unpack to far more than the
// file (a decompression bomb), and JSON nested deeper than any card.
import { deflateSync } from "node:zlib";
import { CHARACTER_LIMITS } from "../../contract/characters";
import { withTextChunks, type PngChunk } from "../../api/domain/cards/png";
import { image } from "./images";

export const MiB = 1024 * 1024;

/** A zTXt chunk: the keyword, NUL, method 0, then `text` deflated. */
export function ztxtChunk(keyword: string, text: Uint8Array): PngChunk {
  return ztxtOfDeflated(keyword, deflateSync(text));
}

function ztxtOfDeflated(keyword: string, deflated: Uint8Array): PngChunk {
  const key = new TextEncoder().encode(keyword);
  const data = new Uint8Array(key.length + 2 + deflated.length);
  data.set(key);
  data.set(deflated, key.length + 2);
  return { type: "zTXt", data };
}

/**
 * A PNG up to the import size limit filled with zTXt chunks that each unpack to `unpacked` bytes
 * (8 MiB deflates to about 8 KB, so about 1,250 of them fit in 10 MB: over 10 GB once unpacked).
 * `keyword(i)` names chunk i.
 */
export async function textBombPng(keyword: (i: number) => string, unpacked = 8 * MiB) {
  const deflated = deflateSync(new Uint8Array(unpacked));
  const picture = await image("png", 16, 16);
  const chunks: PngChunk[] = [];
  let size = picture.length;
  for (let i = 0; ; i++) {
    const chunk = ztxtOfDeflated(keyword(i), deflated);
    size += chunk.data.length + 12;
    if (size > CHARACTER_LIMITS.importBytes) break;
    chunks.push(chunk);
  }
  return { png: withTextChunks(picture, chunks)!, chunks: chunks.length };
}

/** `inner` inside `depth` arrays, as JSON text (JSON.stringify itself would overflow the stack). */
export const nestedJson = (depth: number, inner = "0") => "[".repeat(depth) + inner + "]".repeat(depth);
