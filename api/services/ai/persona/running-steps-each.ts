// Steps on the last result that take a count or a length from the follow-up: "3 of those" times it,
// "how much do i cut" from a longer draft, "at 40 seconds per item" for each of the items counted,
// "how much cheaper is the case" for the whole of a bundle compared each.
import { sameNoun } from "./frame-kit";
import { amountsIn, shown, type Step } from "./last-result";
import { withDigits } from "./number-words";
import { fillAll } from "./plan";
import { showDuration, unitOf } from "./quantities";
import { WORDS } from "./words";

const R = WORDS.wordRoles;

const THOSE = /\b(\d+(?:\.\d+)?)\s+of (?:those|them|these)\b/i;

/** "and 3 of those a week is how many hours" after a 12.5-hour shift: that many times it, in the unit asked. */
export const timesThose: Step = (text, last, before) => {
  const digits = withDigits(text);
  const m = digits.match(THOSE);
  if (!m || (digits.match(/\d+(?:\.\d+)?/g) ?? []).length !== 1) return null;
  // After "and 9 of them?", "3 of those" may be of the items or of the nine: not guessed.
  if (THOSE.test(withDigits(before.at(-1) ?? ""))) return null;
  const asked = text.match(/\bhow (?:many|much) ([a-z]+)\b/i)?.[1];
  const to = (asked && unitOf(asked, last.unit.dim)) || last.unit;
  if (to.dim !== last.unit.dim || !to.factor) return null;
  const one = (last.value * last.unit.factor) / to.factor;
  const n = Number(m[1]);
  const value = n * one;
  const working = `${n} × ${shown(one, to)}`;
  return { value, unit: to, lines: fillAll(R.total, { result: shown(value, to), working }) };
};

const CUT =
  /\bhow (?:much|many)(?: \w+)? (?:do|should|must|would|shall|have to) (?:i|we) (?:cut|trim|lose|drop|remove|take out|shave off|get rid of)\b|\bhow (?:much|many)(?: \w+)? to (?:cut|trim|lose|drop)\b/i;

/** "my draft is 520 words. how much do i cut?" after 325 words worked out: what is over. */
export const cutDown: Step = (text, last) => {
  if (!CUT.test(text)) return null;
  const said = amountsIn(withDigits(text)).filter((q) => !q.per);
  if (said.length !== 1) return null;
  const draft = said[0]!;
  const same = draft.unit.dim === last.unit.dim && draft.unit.factor === last.unit.factor;
  if (!same || (draft.unit.name && last.unit.name && !sameNoun(draft.unit.name, last.unit.name))) return null;
  const value = draft.value - last.value;
  if (value <= 0) return null;
  const working = `${shown(draft.value, draft.unit)} − ${shown(last.value, last.unit)}`;
  return { value, unit: draft.unit, lines: fillAll(R.total, { result: shown(value, draft.unit), working }) };
};

/** "at 40 seconds per item how long is that" after 36 items: each of them at that rate. */
export const atRateEach: Step = (text, last) => {
  if (last.unit.dim !== "count") return null;
  const said = amountsIn(withDigits(text));
  const rate = said[0];
  if (said.length !== 1 || rate?.per?.dim !== "count" || rate.unit.dim === "count") return null;
  if (last.unit.name && !sameNoun(last.unit.name, rate.per.name)) return null;
  const value = last.value * rate.value;
  const result = rate.unit.dim === "time" ? showDuration(value * rate.unit.factor) : shown(value, rate.unit);
  const working = `${shown(last.value, last.unit)} × ${rate.text}`;
  return { value, unit: rate.unit, lines: fillAll(R.total, { result, working }) };
};

const WHOLE_SAVING = /\bhow much (?:cheaper|less|do (?:i|we) save|(?:would|will) (?:i|we) save)\b/i;
const BUNDLE = /\b(?:case|pack|bundle|box|crate|multipack|set|the lot)\b/i;

/** "how much cheaper is the case than singles" after "£7.50 each… wins, by £1 each": the gap for the whole case. */
export const bundleSaving: Step = (text, last, before) => {
  if (!WHOLE_SAVING.test(text) || !BUNDLE.test(text) || last.unit.dim !== "money") return null;
  const said = before.at(-1) ?? "";
  const bundle = amountsIn(withDigits(said)).find(
    (q) => q.unit.dim === "count" && q.value > 1 && /^\s*for\b/i.test(said.slice(q.at + q.text.length)),
  );
  if (!bundle) return null;
  const value = last.value * bundle.value;
  const working = `${shown(last.value, last.unit)} less each, × ${bundle.text}`;
  return { value, unit: last.unit, lines: fillAll(R.total, { result: shown(value, last.unit), working }) };
};
