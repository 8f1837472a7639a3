// Quantities read one number at a time, joined where the sentence makes one value of several:
// "2 hours 50 minutes" is one duration, "5 ft 8 in" one height, "at 7" before a time word is a time of day ("tonight at 7"
// is 19:00), and a bare number of the same kind as the next amount counts what it counts.
import type { Quantity } from "./quantities";

const MINUTES = { name: "minutes", dim: "time" as const, factor: 1 };
const EVENING = /\b(?:tonight|this evening|in the evening|afternoon|after work|pm)\b/i;

const MEASURED = new Set(["time", "length", "mass", "volume"]);
const INCHES = { name: "inches", dim: "length" as const, factor: 0.0254 };

/** "2 hours 50 minutes", "5 ft 8 in", "2 kg 300 g": one amount, in the smaller unit. */
function mergeParts(text: string, qs: Quantity[]) {
  for (let k = 0; k < qs.length - 1; k++) {
    const [a, b] = [qs[k]!, qs[k + 1]!];
    const between = text.slice(a.at + a.text.length, b.at);
    // "5 foot 8": the bare number after feet counts inches.
    if (a.unit.name === "feet" && b.unit.dim === "count" && !b.unit.name && /^\s*$/.test(between))
      b.unit = INCHES;
    const parts = [a, b].every((q) => MEASURED.has(q.unit.dim) && !q.clock && !q.per && !q.times);
    if (!parts || a.unit.dim !== b.unit.dim || b.unit.factor >= a.unit.factor) continue;
    if (!/^\s*(?:,|and)?\s*$/i.test(between)) continue;
    const unit = a.unit.dim === "time" ? MINUTES : b.unit;
    const merged: Quantity = {
      ...a,
      value: (a.value * a.unit.factor + b.value * b.unit.factor) / unit.factor,
      unit,
      text: text.slice(a.at, b.at + b.text.length),
      ...(b.eachWay ? { eachWay: true } : {}),
    };
    qs.splice(k, 2, merged);
    k--;
  }
}

/** "leave at 7", "tonight at 7.": a time of day written as a bare hour after "at". */
function hourAfterAt(text: string, qs: Quantity[]) {
  for (const q of qs) {
    if (q.unit.dim !== "count" || q.unit.name || q.per || q.each || q.times) continue;
    if (!Number.isInteger(q.value) || q.value < 1 || q.value > 24) continue;
    if (!/\bat\s+$/i.test(text.slice(0, q.at))) continue;
    if (/^\s*(?:each|per|a\b|an\b|apiece)/i.test(text.slice(q.at + q.text.length))) continue;
    const hour = q.value < 12 && EVENING.test(text) ? q.value + 12 : q.value % 24;
    Object.assign(q, { clock: true, value: hour * 60, unit: { name: "", dim: "time", factor: 1 } });
  }
}

export function joinQuantities(text: string, qs: Quantity[]) {
  mergeParts(text, qs);
  hourAfterAt(text, qs);
}
