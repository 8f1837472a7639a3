// A card file as uploaded: JSON (V1, V2 or V3), a PNG whose `ccv3` or `chara` text chunk carries
// the card as base64 JSON (`ccv3` wins when both are there and it reads), or a CharX zip
// (./charx.ts). Judged by its bytes, never by the file name. PNG and zip are read within limits
// (./png.ts, ./zip.ts): a file past them is a 413 or 422 that says why, never a server out of memory.
import { CHARACTER_COPY, CHARACTER_LIMITS } from "../../../contract/characters";
import { sniffImage, type ImageKind } from "../images";
import { CardError, normalizeCard, parseCardJson } from "./card";
import { readCharx } from "./charx";
import { findTextChunks, PngLimitError, textBudget, textOf, type PngChunk, type TextBudget } from "./png";
import { isZip } from "./zip";

export interface ReadCard extends ReturnType<typeof normalizeCard> {
  /** The picture the card came with (a PNG card's image, a CharX's main icon); null for JSON. */
  picture: { bytes: Uint8Array; kind: ImageKind } | null;
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** A card chunk's text: base64 of UTF-8 JSON (some tools put the JSON itself). */
export function decodeCardText(value: string): string {
  const compact = value.replace(/\s+/g, "");
  if (compact.startsWith("{")) return value;
  if (!BASE64.test(compact)) throw new CardError(CHARACTER_COPY.badBase64);
  const bytes = Buffer.from(compact, compact.includes("-") || compact.includes("_") ? "base64url" : "base64");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new CardError(CHARACTER_COPY.badBase64);
  }
}

/** The chunk's card, read within the file's text budget. */
function cardInChunk(chunk: PngChunk, budget: TextBudget): ReturnType<typeof normalizeCard> {
  const found = textOf(chunk, budget);
  if (!found) throw new CardError(CHARACTER_COPY.badBase64);
  return parseCardJson(decodeCardText(found.text));
}

/** The card in a PNG: only the first `ccv3` and `chara` chunks are read; every other chunk is passed over. */
function readPng(bytes: Uint8Array): ReadCard {
  const chunks = findTextChunks(bytes, ["ccv3", "chara"]);
  if (!chunks) throw new CardError(CHARACTER_COPY.fileType, 415);
  const ccv3 = chunks.get("ccv3");
  const chara = chunks.get("chara");
  if (!ccv3 && !chara) throw new CardError(CHARACTER_COPY.pngWithoutCard);
  const budget = textBudget();
  if (ccv3) {
    try {
      return { ...cardInChunk(ccv3, budget), picture: { bytes, kind: "png" } };
    } catch (err) {
      // A broken V3 chunk next to a good V2 one: the V2 card is still the character.
      if (!chara) throw err;
    }
  }
  return { ...cardInChunk(chara!, budget), picture: { bytes, kind: "png" } };
}

/** A PNG past the reader's limits, said for the person who chose it. */
function limitError(err: PngLimitError): CardError {
  return err.limit === "text"
    ? new CardError(CHARACTER_COPY.cardTextTooLarge, 413)
    : new CardError(CHARACTER_COPY.pngTooManyChunks);
}

/** Reads an uploaded card file; throws CardError (413, 415 or 422) with a message for the person. */
export function readCardFile(bytes: Uint8Array): ReadCard {
  if (bytes.length > CHARACTER_LIMITS.importBytes) throw new CardError(CHARACTER_COPY.fileTooLarge, 413);
  if (sniffImage(bytes, ["png"])) {
    try {
      return readPng(bytes);
    } catch (err) {
      throw err instanceof PngLimitError ? limitError(err) : err;
    }
  }
  if (isZip(bytes)) return readCharx(bytes);
  // JPEG and WebP are pictures, but no card format rides in them.
  if (sniffImage(bytes, ["jpeg", "webp"])) throw new CardError(CHARACTER_COPY.fileType);
  let json: string;
  try {
    json = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new CardError(CHARACTER_COPY.fileType, 415);
  }
  const start = json.trimStart()[0];
  if (start !== "{" && start !== "[") throw new CardError(CHARACTER_COPY.fileType, 415);
  return { ...parseCardJson(json), picture: null };
}
