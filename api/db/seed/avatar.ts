// Draws a bot's avatar as a small, self-contained SVG: a diagonal gradient, a few soft decorative
// shapes placed deterministically from the bot's name, and the glyph centred in large white type.
// Pure and deterministic: the same input always yields the same bytes, with no external references.
import type { SeedBot } from "./types";

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => {
    switch (ch) {
      case "&":
        return "&amp;";
      case "<":
        return "&lt;";
      case ">":
        return "&gt;";
      case '"':
        return "&quot;";
      default:
        return "&apos;";
    }
  });
}

/** 32-bit FNV-1a hash of a string. */
function hash(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small deterministic pseudo-random sequence (mulberry32) seeded from the hash. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function colour(value: string, fallback: string): string {
  return HEX_COLOUR.test(value) ? value : fallback;
}

export function avatarSvg(bot: Pick<SeedBot, "name" | "avatar">): string {
  const seed = hash(bot.name);
  const next = sequence(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));

  const id = `g${seed.toString(36)}`;
  const from = colour(bot.avatar.from, "#6d28d9");
  const to = colour(bot.avatar.to, "#db2777");
  // Gradient direction: one of four diagonals, chosen by the name.
  const diagonals = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [1, 1, 0, 0],
  ] as const;
  const [x1, y1, x2, y2] = diagonals[seed % diagonals.length] ?? diagonals[0];

  const shapes: string[] = [];
  // Two large soft discs bleeding off the edges.
  for (let i = 0; i < 2; i++) {
    const edge = int(0, 3);
    const along = int(20, 236);
    const cx = edge === 0 ? int(-20, 40) : edge === 1 ? int(216, 276) : along;
    const cy = edge === 2 ? int(-20, 40) : edge === 3 ? int(216, 276) : along;
    shapes.push(
      `<circle cx="${cx}" cy="${cy}" r="${int(60, 110)}" fill="#fff" fill-opacity="${(int(8, 16) / 100).toFixed(2)}"/>`,
    );
  }
  // A thin ring and a few small sparkle dots.
  shapes.push(
    `<circle cx="${int(40, 216)}" cy="${int(40, 216)}" r="${int(70, 100)}" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="${int(2, 5)}"/>`,
  );
  // Sparkles sit in a band around the glyph so they never crowd it.
  for (let i = 0; i < 3; i++) {
    const angle = ((int(0, 359) + i * 120) * Math.PI) / 180;
    const radius = int(88, 112);
    const cx = Math.round(128 + Math.cos(angle) * radius);
    const cy = Math.round(128 + Math.sin(angle) * radius);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${int(3, 7)}" fill="#fff" fill-opacity=".35"/>`);
  }

  const glyph = Array.from(bot.avatar.glyph.trim() || bot.name.trim().charAt(0) || "?")
    .slice(0, 2)
    .join("");
  const size = Array.from(glyph).length > 1 ? 100 : 128;
  const text = escapeXml(glyph);
  const textAttrs = `x="128" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="${size}" font-weight="700"`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img">` +
    `<title>${escapeXml(bot.name)}</title>` +
    `<defs><linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="256" height="256" fill="url(#${id})"/>` +
    shapes.join("") +
    `<text ${textAttrs} y="132" fill="#000" fill-opacity=".18">${text}</text>` +
    `<text ${textAttrs} y="128" fill="#fff">${text}</text>` +
    `</svg>`
  );
}
