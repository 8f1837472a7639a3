// CharX files for tests, built the way RisuAI writes them: a zip with `card.json` and the pictures
// under `assets/`, the card's main icon pointing at its file with `embeded://`. The zip writer is
// the format's plain layout (local headers, then the central directory, then its end record), so
// tests can also build what no honest tool writes: lying sizes, bombs, thousands of entries.
import { readFileSync } from "node:fs";
import { crc32, deflateRawSync } from "node:zlib";
import sharp from "sharp";

export interface ZipFile {
  name: string;
  data: Uint8Array;
  /** Deflated unless false (pictures are often stored as they are). */
  deflate?: boolean;
  /** Written in place of the real size (a file that lies about what it unpacks to). */
  declaredSize?: number;
}

/** A zip archive of these files, in order. */
export function zip(files: readonly ZipFile[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, "utf8");
    const deflate = file.deflate !== false;
    const packed = deflate ? deflateRawSync(file.data) : Buffer.from(file.data);
    const crc = crc32(file.data);
    const size = file.declaredSize ?? file.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6); // UTF-8 names
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** A card fixture from tests/fixtures/cards/, parsed. */
export const cardFixture = (file: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/cards/${file}`, import.meta.url), "utf8"));

/** The fixture's bytes as a browser would upload them. */
export const cardFixtureBytes = (file: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/cards/${file}`, import.meta.url)));

/** A 2:3 portrait (the shape card art is drawn in), blue on top and yellow below. */
export async function portraitPng(width = 400, height = 600) {
  const half = await sharp({
    create: { width, height: height / 2, channels: 3, background: { r: 250, g: 220, b: 40 } },
  })
    .png()
    .toBuffer();
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 60, b: 200 } } })
    .composite([{ input: half, top: height / 2, left: 0 }])
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

const MAIN_ICON = "assets/icon/images/main.png";

/**
 * A CharX as RisuAI exports one: the V3 fixture as card.json, its main icon (a 2:3 portrait) and an
 * expression picture under assets/, plus RisuAI's own metadata file.
 */
export async function charxFixture(card: Record<string, unknown> = cardFixture("v3.json")) {
  const data = card.data as Record<string, unknown>;
  const withAssets = {
    ...card,
    data: {
      ...data,
      assets: [
        { type: "icon", uri: `embeded://${MAIN_ICON}`, name: "main", ext: "png" },
        { type: "emotion", uri: "embeded://assets/other/images/happy.png", name: "happy", ext: "png" },
      ],
    },
  };
  const portrait = await portraitPng();
  const happy = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00ff00" } })
      .png()
      .toBuffer(),
  );
  return zip([
    { name: "card.json", data: new TextEncoder().encode(JSON.stringify(withAssets)) },
    { name: "assets/other/images/happy.png", data: happy, deflate: false },
    { name: MAIN_ICON, data: portrait, deflate: false },
    { name: "x_meta/0.json", data: new TextEncoder().encode('{"type":"png"}') },
  ]);
}
