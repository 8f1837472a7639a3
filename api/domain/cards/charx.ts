// CharX (`.charx`, Character Card V3): a zip with the card as `card.json` and its files under
// `assets/`. The card's main picture is the asset of type "icon" named "main" (else the first icon),
// its `uri` pointing into the zip as `embeded://assets/...` (the V3 spec's spelling; `embedded://`
// is read too). Other assets (expressions, backgrounds, RisuAI modules) are never unpacked. The
// zip is read within limits (./zip.ts): entries counted first, everything unpacked from one budget.
import { CHARACTER_COPY } from "../../../contract/characters";
import { sniffImage, type ImageKind } from "../images";
import { CardError, parseCardJson, type normalizeCard } from "./card";
import { textBudget, type TextBudget } from "./png";
import { listEntries, readEntry, ZipFormatError, ZipLimitError, type ZipEntry } from "./zip";

export const CHARX_CARD_FILE = "card.json";

/** The picture kinds an avatar may be made from. */
const PICTURE_KINDS: ImageKind[] = ["png", "jpeg", "webp"];

export interface CharxCard extends ReturnType<typeof normalizeCard> {
  picture: { bytes: Uint8Array; kind: ImageKind } | null;
}

/** A path inside the zip from an asset's uri; null for pictures kept elsewhere (http, data:, ccdefault:). */
export function embeddedPath(uri: unknown): string | null {
  if (typeof uri !== "string") return null;
  const match = /^embedd?ed:\/\/(.+)$/i.exec(uri.trim());
  return match ? match[1]!.replace(/^\.?\/+/, "") : null;
}

/** The zip paths of the card's icons, the main one first. */
function iconPaths(assets: unknown): string[] {
  if (!Array.isArray(assets)) return [];
  const icons = assets.filter(
    (a): a is Record<string, unknown> => typeof a === "object" && a !== null && a.type === "icon",
  );
  icons.sort((a, b) => Number(b.name === "main") - Number(a.name === "main"));
  return icons.map((a) => embeddedPath(a.uri)).filter((p): p is string => p !== null);
}

/**
 * The first of these files that is a picture an avatar can be made from. A damaged one is passed
 * over (the card still imports, with a drawn face, as a PNG card whose picture does not decode);
 * one past the budget is not.
 */
function firstPicture(bytes: Uint8Array, entries: ZipEntry[], paths: string[], budget: TextBudget) {
  for (const path of paths) {
    const entry = entries.find((e) => e.name === path);
    if (!entry) continue;
    let content: Uint8Array;
    try {
      content = readEntry(bytes, entry, budget);
    } catch (err) {
      if (err instanceof ZipFormatError) continue;
      throw err;
    }
    const kind = sniffImage(content, PICTURE_KINDS);
    if (kind) return { bytes: content, kind };
  }
  return null;
}

function read(bytes: Uint8Array): CharxCard {
  const entries = listEntries(bytes);
  const cardEntry = entries.find((e) => e.name === CHARX_CARD_FILE);
  if (!cardEntry) throw new CardError(CHARACTER_COPY.charxWithoutCard);
  const budget = textBudget();
  let json: string;
  try {
    json = new TextDecoder("utf-8", { fatal: true }).decode(readEntry(bytes, cardEntry, budget));
  } catch (err) {
    if (err instanceof ZipLimitError || err instanceof ZipFormatError) throw err;
    throw new CardError(CHARACTER_COPY.notACard);
  }
  const card = parseCardJson(json);
  return { ...card, picture: firstPicture(bytes, entries, iconPaths(card.data.assets), budget) };
}

/** Reads a CharX file; throws CardError (413 or 422) with a message for the person who chose it. */
export function readCharx(bytes: Uint8Array): CharxCard {
  try {
    return read(bytes);
  } catch (err) {
    if (err instanceof ZipLimitError)
      throw err.limit === "size"
        ? new CardError(CHARACTER_COPY.charxTooLarge, 413)
        : new CardError(CHARACTER_COPY.charxTooManyEntries);
    if (err instanceof ZipFormatError) throw new CardError(CHARACTER_COPY.charxUnreadable);
    throw err;
  }
}
