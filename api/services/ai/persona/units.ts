// The units a quantity can have, read from words/numbers.json: their dimension, their size in the
// dimension's base, and the words that name them (quantities.ts reads amounts with them).
import { WORDS } from "./words";

export type Dim =
  | "length"
  | "mass"
  | "volume"
  | "data"
  | "temperature"
  | "time"
  | "money"
  | "count"
  | "percent"
  | "year"
  | "pressure";

export interface Unit {
  /** How the unit is written back ("km", "litres", "apples", "$"). */
  name: string;
  dim: Dim;
  /** Size in the dimension's base (metre, gram, litre, MB, minute, kelvin); 1 for counts and money. */
  factor: number;
  /** Temperatures only: the base is value × factor + offset. */
  offset?: number;
}

export interface Quantity {
  value: number;
  unit: Unit;
  /** "3 km an hour": what one of `value` is spent over. */
  per?: Unit;
  /** "120 credits each", "each needs 150 g". */
  each?: boolean;
  /** A time of day, in minutes after midnight (the value is then that too). */
  clock?: boolean;
  /** "8 times", "twice": a multiplier, not an amount. */
  times?: boolean;
  /** "50 minutes each way": one leg of a trip there and back. */
  eachWay?: boolean;
  /** "groups of 5 or more": a threshold, not how many there are. */
  atLeast?: boolean;
  /** The words as typed, and where they start in the message. */
  text: string;
  at: number;
}

/** Every unit a word can name, the usual one first ("pounds": money, then mass). */
const UNITS = new Map<string, Unit[]>();
/** One-word speeds ("18 knots", "60 mph"): the distance unit, and the time it is per. */
const SPEEDS = new Map<string, string>();
for (const { dim, factor, offset, name, words, per } of WORDS.numbers.units)
  for (const w of words) {
    const unit = { name, dim, factor, ...(offset !== undefined ? { offset } : {}) };
    UNITS.set(w.toLowerCase(), [...(UNITS.get(w.toLowerCase()) ?? []), unit]);
    if (per) SPEEDS.set(w.toLowerCase(), per);
  }

/** The time a one-word speed is per ("knots" → hours). */
export const speedOf = (word: string) => SPEEDS.get(word.toLowerCase());

/** The unit a word names, when it is one ("kilometres" → km); in `dim` when it names several. */
export function unitOf(word: string, dim?: Dim): Unit | undefined {
  const all = UNITS.get(word.toLowerCase());
  return (dim && all?.find((u) => u.dim === dim)) || all?.[0];
}
