// The persona engine's dice. Every choice that should look random (which line, whether to add an
// action, which joke first) draws from a seeded generator, never Math.random: the same message, at
// the same point of the same chat with the same bot, gets the same reply, which the unit tests and
// the eval rely on, while another bot, turn or regenerate reads differently.
//
// Algorithm: a string seed is hashed to 32 bits with FNV-1a; the generator is mulberry32 (one
// 32-bit state, a Weyl step then an xorshift-multiply mix), which passes the usual statistical
// test batteries for this kind of use and costs a few integer operations per draw.

/** FNV-1a 32-bit hash of a string, as an unsigned integer: the seed of a string. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Dice {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, n); 0 when n < 1. */
  below(n: number): number;
  /** True with probability `p` (0 never, 1 always). */
  chance(p: number): boolean;
  /** One item of `list`, or undefined for an empty list. */
  pick<T>(list: readonly T[]): T | undefined;
  /** `list` rotated to start at a random item: every item once, in their order. */
  rotate<T>(list: readonly T[]): T[];
}

/** A generator seeded by a number or a string ("seed:salt" gives an independent stream). */
export function seededRandom(seed: number | string): Dice {
  let state = typeof seed === "string" ? hashSeed(seed) : seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => (n < 1 ? 0 : Math.floor(next() * Math.floor(n)));
  return {
    next,
    below,
    chance: (p) => next() < p,
    pick: (list) => (list.length ? list[below(list.length)] : undefined),
    rotate: (list) => {
      const start = below(list.length);
      return [...list.slice(start), ...list.slice(0, start)];
    },
  };
}
