// A real PNG for upload tests, built by hand so no binary fixture is needed.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";

function crc32(buf: Buffer) {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
let written: string | null = null;

/**
 * A real 8×8 PNG of one colour, written to a temp file for the file picker: one per test process,
 * in a folder removed when the process ends (card-png.ts writes its cards beside it).
 */
export function pngFile() {
  if (written) return written;
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: 8 }, () => Buffer.from([0, ...Array(8).fill([200, 80, 250]).flat()])),
  );
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  const dir = mkdtempSync(path.join(tmpdir(), "infinite-e2e-png-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  written = path.join(dir, "me.png");
  writeFileSync(written, png);
  return written;
}
