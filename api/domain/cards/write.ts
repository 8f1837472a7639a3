// A card written into a PNG: the picture with the V2 card in a `chara` tEXt chunk and the V3 card in
// a `ccv3` one, both base64 of UTF-8 JSON, as SillyTavern, RisuAI and chub read them.
import { exportV2, exportV3, type CardDates, type StoredCard } from "./card";
import { textChunk, withTextChunks } from "./png";

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");

/** `png` with the card's chunks (replacing any it had); null when `png` is not a readable PNG. */
export function cardPng(
  png: Uint8Array,
  name: string,
  stored: Partial<StoredCard>,
  dates: CardDates,
): Uint8Array<ArrayBuffer> | null {
  return withTextChunks(png, [
    textChunk("chara", base64Json(exportV2(name, stored))),
    textChunk("ccv3", base64Json(exportV3(name, stored, dates))),
  ]);
}
