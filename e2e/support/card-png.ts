// Character Card PNGs for the import and export specs: a real PNG (support/png.ts) carrying a card
// in a tEXt chunk, the way SillyTavern and chub write them, and a reader for the chunks of a download.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import { pngFile } from "./png";

const SIGNATURE_BYTES = 8;

function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A tEXt chunk: keyword, NUL, then the card's JSON in base64 (what every card tool writes). */
function textChunk(keyword: string, card: unknown) {
  const text = Buffer.from(JSON.stringify(card), "utf8").toString("base64");
  return chunk("tEXt", Buffer.concat([Buffer.from(keyword, "latin1"), Buffer.from([0]), Buffer.from(text)]));
}

/** Writes `<name>.png`: the small test PNG with the card in a `chara` tEXt chunk just before IEND. */
export function cardPngFile(card: unknown, name = "card") {
  const source = pngFile();
  const base = readFileSync(source);
  const iend = base.length - 12;
  const png = Buffer.concat([base.subarray(0, iend), textChunk("chara", card), base.subarray(iend)]);
  const file = path.join(path.dirname(source), `${name}.png`);
  writeFileSync(file, png);
  return file;
}

/** The tEXt chunks of a PNG, keyword → text; null when the bytes are not a PNG. */
export function pngTextChunks(png: Buffer): Record<string, string> | null {
  if (png.length < SIGNATURE_BYTES || png.readUInt32BE(0) !== 0x89504e47) return null;
  const out: Record<string, string> = {};
  for (let at = SIGNATURE_BYTES; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === "tEXt") {
      const nul = data.indexOf(0);
      if (nul > 0) out[data.toString("latin1", 0, nul)] = data.toString("latin1", nul + 1);
    }
    at += 12 + length;
  }
  return out;
}

/** The card JSON a PNG carries in its `chara` chunk. */
export function cardOfPng(png: Buffer): unknown {
  const text = pngTextChunks(png)?.chara;
  return text ? JSON.parse(Buffer.from(text, "base64").toString("utf8")) : null;
}
